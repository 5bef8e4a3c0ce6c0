import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client.ts';
import { signupOwner } from './accounts.ts';
import { bankAccount } from './banks.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { multipart } from './multipart.ts';

type Inject = (o: Parameters<TestApp['inject']>[0]) => ReturnType<TestApp['inject']>;

/**
 * What a licences test starts from: a test app, the demo owner (its user and store) and a
 * second owner, three plans (quarterly, yearly, retired), the dollar rate, and a bank account
 * of the platform's and one of the demo store's.
 */
export async function licencesFixture() {
  const t = await createTestApp();
  const admin = (o: Parameters<TestApp['inject']>[0]) => t.injectAs(ROLES.ADMIN, o);
  const owner = (o: Parameters<TestApp['inject']>[0]) => t.injectAs(ROLES.CLIENT, o);
  const session = await t.login('tienda@vitrina.test');
  const ownerId = session.user_id;
  const storeId = session.store_id!;
  const other = await signupOwner(t, 'otra@vitrina.test');
  const plan = async (body: object) =>
    (await admin({ method: 'POST', url: '/api/plans', payload: body })).json().data.id as number;
  const planId = await plan({ name: 'Trimestral', months: 3, price: 40 });
  const yearlyId = await plan({ name: 'Anual', months: 12, price: 150, yearly: true });
  const inactiveId = await plan({ name: 'Retirado', months: 1, price: 10, active: false });
  await admin({ method: 'PUT', url: '/api/plans/dollar-rate', payload: { dollarRate: 36.5 } });
  const bank = bankAccount({ owner_full_name: 'Vitrina C.A.' });
  const bankId: number = (await admin({ method: 'POST', url: '/api/banks', payload: bank })).json().id;
  const storeBankId: number = (await owner({ method: 'POST', url: '/api/banks', payload: bank })).json().id;
  return { t, other, ownerId, storeId, planId, yearlyId, inactiveId, bankId, storeBankId };
}

/**
 * A licences test's calls for its app (read when called, so it may be set in beforeAll): as
 * the admin or the demo owner, a user's membership end read and set, a plan paid, and the
 * count of payments stored.
 */
export function licenceCalls(app: () => TestApp) {
  const admin = (o: Parameters<TestApp['inject']>[0]) => app().injectAs(ROLES.ADMIN, o);
  const owner = (o: Parameters<TestApp['inject']>[0]) => app().injectAs(ROLES.CLIENT, o);

  async function until(userId: number): Promise<Date | null> {
    const [row] = await queryRows<{ m: Date | string | null }>(
      app().database.db,
      sql`select membership_until as m from users where id = ${userId}`,
    );
    return row?.m ? new Date(row.m) : null;
  }
  async function setUntil(userId: number, at: Date | null) {
    await app().database.db.execute(
      sql`update users set membership_until = ${at ? at.toISOString() : null}::timestamptz where id = ${userId}`,
    );
  }

  async function pay(as: Inject, fields: Record<string, string | number>, image?: Buffer) {
    const parts = Object.entries(fields).map(([name, value]) => ({ name, value: String(value) }));
    if (image) parts.push({ name: 'image', value: image, filename: 'pago.png', type: 'image/png' } as never);
    return as({ method: 'POST', url: '/api/payments/payments', ...multipart(parts) });
  }
  const proofs = () =>
    queryRows<{ n: number }>(app().database.db, sql`select count(*)::int as n from licence_payments`);

  return { admin, owner, until, setUntil, pay, proofs };
}

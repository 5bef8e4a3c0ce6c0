import { LICENCE_STATUS, ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import type { TestApp } from '#server/test/harness.ts';
import { licenceCalls, licencesFixture } from '#server/test/licences.ts';
import { multipart, testImage } from '#server/test/multipart.ts';
import { bankAmountText, bankDayText } from './statement-layouts.ts';

// The admin reconciles the platform's accounts against the store owners' licence payments: a
// matched line approves its payment through the admin's own decision (membership, e-mail, audit).

let t: TestApp;
let ownerId: number;
let planId: number;
let bankId: number;
let storeBankId: number;
beforeAll(async () => {
  ({ t, ownerId, planId, bankId, storeBankId } = await licencesFixture());
});
afterAll(async () => {
  await t?.close();
});

const { admin, owner, until, pay } = licenceCalls(() => t);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());

describe("the platform's statements", () => {
  it('matches a licence payment in bolívares and approves it once, extending the membership', async () => {
    const paid = await pay(
      owner,
      { plan_id: planId, currency: 'VES', bank_id: bankId, reference: '0420133' },
      await testImage(),
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const id = paid.json().data.id as number;
    const [row] = await queryRows<{ c: number }>(
      t.database.db,
      sql`select ves_cents as c from licence_payments where id = ${id}`,
    );
    const cents = row!.c;
    const csv = `Fecha;Referencia;Descripción;Monto;Balance\n${bankDayText(today())};420133;PAGO MOVIL;${bankAmountText(cents)};1,00\n`;

    const accounts = await admin({ method: 'GET', url: '/api/statement-accounts' });
    expect(accounts.json().map((a: { id: number }) => a.id)).toEqual([bankId]);
    const imported = await admin({
      method: 'POST',
      url: `/api/statement-accounts/${bankId}/statements`,
      ...multipart([{ name: 'file', value: Buffer.from(csv), filename: 'plataforma.csv' }]),
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().counts).toMatchObject({ exact: 1 });
    const lines = await admin({ method: 'GET', url: `/api/statement-accounts/${bankId}/lines?state=exact` });
    expect(lines.json().data[0]).toMatchObject({
      payment_id: id,
      candidates: [
        {
          payment_id: id,
          reference: '0420133',
          amount_cents: cents,
          payer_name: 'Bodegón La Esquina',
          waiting: true,
        },
      ],
    });

    const before = await until(ownerId);
    const confirm = await admin({ method: 'POST', url: `/api/statement-accounts/${bankId}/confirm-exact` });
    expect(confirm.json()).toMatchObject({ confirmed: 1, skipped: 0 });
    const [payment] = await queryRows<{ status: number }>(
      t.database.db,
      sql`select status from licence_payments where id = ${id}`,
    );
    expect(payment!.status).toBe(LICENCE_STATUS.PAID);
    const after = await until(ownerId);
    expect(after!.getTime()).toBeGreaterThan(before?.getTime() ?? 0);
    const [notice] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from outbox where channel = 'email' and payload->>'subject' = ${`Pago #${id} aprobado`}`,
    );
    expect(notice!.n).toBe(1);
    const [audit] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where kind = 'licence.decide' and entity_id = ${id}`,
    );
    expect(audit!.n).toBe(1);
  });

  it("keeps a store's accounts and the platform's apart", async () => {
    expect(
      (await admin({ method: 'GET', url: `/api/statement-accounts/${storeBankId}/lines` })).statusCode,
    ).toBe(404);
    expect((await owner({ method: 'GET', url: `/api/statement-accounts/${bankId}/lines` })).statusCode).toBe(
      404,
    );
    // The ticket master reconciles its own accounts only; a delivery company none.
    const master = await t.injectAs(ROLES.TICKETMASTER, { method: 'GET', url: '/api/statement-accounts' });
    expect(master.statusCode).toBe(200);
    expect(master.json().map((a: { id: number }) => a.id)).not.toContain(bankId);
    expect(
      (
        await t.injectAs(ROLES.TICKETMASTER, {
          method: 'GET',
          url: `/api/statement-accounts/${bankId}/lines`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.injectAs(ROLES.DELIVERY, { method: 'GET', url: '/api/statement-accounts' })).statusCode,
    ).toBe(403);
  });
});

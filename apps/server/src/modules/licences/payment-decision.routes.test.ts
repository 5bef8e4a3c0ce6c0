import { extendedMembership, ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import type { TestApp } from '#server/test/harness.ts';
import { licenceCalls, licencesFixture } from '#server/test/licences.ts';
import { multipart, testImage } from '#server/test/multipart.ts';

let t: TestApp;
let ownerId: number;
let planId: number;
let yearlyId: number;
let bankId: number;

beforeAll(async () => {
  ({ t, ownerId, planId, yearlyId, bankId } = await licencesFixture());
});
afterAll(async () => {
  await t?.close();
});

const { admin, owner, until, setUntil, pay } = licenceCalls(() => t);

describe('deciding a payment', () => {
  async function newPayment(plan = planId, as = owner) {
    return (
      await pay(
        as,
        { plan_id: plan, currency: 'USD', bank_id: bankId, reference: `R${Math.random()}`.slice(0, 12) },
        await testImage(),
      )
    ).json().data.id as number;
  }
  const decide = (id: number, opt: number | string, as = admin) =>
    as({ method: 'POST', url: `/api/payments/payments/${id}`, payload: { _method: 'patch', opt } });

  it('approving extends from the current end by the plan’s months (+2 yearly), once; the form is multipart too', async () => {
    const id = await newPayment(yearlyId);
    const end = new Date(Date.now() + 10 * 86_400_000);
    await setUntil(ownerId, end);
    const res = await admin({
      method: 'POST',
      url: `/api/payments/payments/${id}`,
      ...multipart([
        { name: '_method', value: 'patch' },
        { name: 'opt', value: '1' },
      ]),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Pago aprobado exitosamente');
    expect(res.json().data).toMatchObject({ id, status: 1, decided_by: 'Ana Administradora' });
    const expected = new Date(end);
    expected.setUTCMonth(expected.getUTCMonth() + 14);
    const after = await until(ownerId);
    expect(Math.abs(after!.getTime() - expected.getTime())).toBeLessThan(2 * 86_400_000);
    expect(new Date(res.json().data.membership_until).getTime()).toBe(after!.getTime());
    const m = (await owner({ method: 'GET', url: '/api/payments/membership' })).json();
    expect(m.plan).toEqual({ id: yearlyId, name: 'Anual' });

    for (const opt of [1, 2, 3]) {
      const again = await decide(id, opt);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(`El pago #${id} ya fue aprobado y la membresía extendida`);
    }
    expect((await until(ownerId))!.getTime()).toBe(after!.getTime());
    const mail = await queryRows<{ recipient: string; payload: { subject: string } }>(
      t.database.db,
      sql`select recipient, payload from outbox where channel = 'email' order by id desc limit 1`,
    );
    expect(mail[0]).toMatchObject({
      recipient: 'tienda@vitrina.test',
      payload: { subject: `Pago #${id} aprobado` },
    });
    const [audit] = await queryRows<{ kind: string; changes: { status: { from: number; to: number } } }>(
      t.database.db,
      sql`select kind, changes from audit_log where entity = 'licence_payment' and entity_id = ${id}`,
    );
    expect(audit).toMatchObject({ kind: 'licence.decide', changes: { status: { from: 2, to: 1 } } });
  });

  it('an ended membership is extended from now', async () => {
    const id = await newPayment();
    await setUntil(ownerId, new Date(Date.now() - 40 * 86_400_000));
    expect((await decide(id, 1)).statusCode).toBe(200);
    // Calendar months, as the database counts them (29 Nov + 3 months = 28 Feb).
    const expected = extendedMembership(null, 3);
    expect(Math.abs((await until(ownerId))!.getTime() - expected.getTime())).toBeLessThan(60_000);
  });

  it('pending and rejected: messages, 409 for the same state, no extension; bad opt → 422', async () => {
    const id = await newPayment();
    const before = await until(ownerId);
    const same = await decide(id, 2);
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(`El pago #${id} ya está pendiente`);
    const rejected = await decide(id, 3);
    expect(rejected.json()).toMatchObject({ message: 'Pago rechazado', data: { status: 3 } });
    expect((await decide(id, 3)).json().message).toBe(`El pago #${id} ya está rechazado`);
    expect((await decide(id, 2)).json().message).toBe('Pago marcado como pendiente');
    expect((await until(ownerId))!.getTime()).toBe(before!.getTime());
    for (const opt of [0, 4, 'x']) {
      const bad = await decide(id, opt);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.opt).toHaveLength(1);
    }
    const noOpt = await admin({
      method: 'POST',
      url: `/api/payments/payments/${id}`,
      ...multipart([{ name: '_method', value: 'patch' }]),
    });
    expect(noOpt.statusCode).toBe(422);
    expect((await decide(id, 1, owner)).statusCode).toBe(403);
    expect((await decide(id, 1, (o) => t.injectAs(ROLES.CASHIER, o))).statusCode).toBe(403);
    expect((await decide(99999, 1)).statusCode).toBe(404);
  });

  it('20 simultaneous approvals of one payment extend the membership exactly once', async () => {
    const id = await newPayment();
    const start = await until(ownerId);
    const replies = await Promise.all(Array.from({ length: 20 }, () => decide(id, 1)));
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const expected = new Date(start!);
    expected.setUTCMonth(expected.getUTCMonth() + 3);
    expect(Math.abs((await until(ownerId))!.getTime() - expected.getTime())).toBeLessThan(2 * 86_400_000);
    const events = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from membership_events where payment_id = ${id}`,
    );
    expect(events[0]!.n).toBe(1);
  });
});

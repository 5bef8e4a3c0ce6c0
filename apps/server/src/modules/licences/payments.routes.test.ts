import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { type OtherAccount, signupOwner } from '#server/test/accounts.ts';
import { bankAccount } from '#server/test/banks.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { multipart, testImage } from '#server/test/multipart.ts';
import { salesFixture } from '#server/test/sales.ts';
import { queueMembershipReminders } from './membership.service.ts';

let t: TestApp;
let other: OtherAccount;
let ownerId: number;
let storeId: number;
let planId: number;
let yearlyId: number;
let inactiveId: number;
let bankId: number;
let storeBankId: number;

const admin = (o: Parameters<TestApp['inject']>[0]) => t.injectAs(ROLES.ADMIN, o);
const owner = (o: Parameters<TestApp['inject']>[0]) => t.injectAs(ROLES.CLIENT, o);

async function until(userId: number): Promise<Date | null> {
  const [row] = await queryRows<{ m: Date | string | null }>(
    t.database.db,
    sql`select membership_until as m from users where id = ${userId}`,
  );
  return row?.m ? new Date(row.m) : null;
}
async function setUntil(userId: number, at: Date | null) {
  await t.database.db.execute(
    sql`update users set membership_until = ${at ? at.toISOString() : null}::timestamptz where id = ${userId}`,
  );
}

async function pay(
  as: (o: Parameters<TestApp['inject']>[0]) => ReturnType<TestApp['inject']>,
  fields: Record<string, string | number>,
  image?: Buffer,
) {
  const parts = Object.entries(fields).map(([name, value]) => ({ name, value: String(value) }));
  if (image) parts.push({ name: 'image', value: image, filename: 'pago.png', type: 'image/png' } as never);
  return as({ method: 'POST', url: '/api/payments/payments', ...multipart(parts) });
}
const proofs = () =>
  queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from licence_payments`);

beforeAll(async () => {
  t = await createTestApp();
  const session = await t.login('tienda@vitrina.test');
  ownerId = session.user_id;
  storeId = session.store_id!;
  other = await signupOwner(t, 'otra@vitrina.test');
  const plan = async (body: object) =>
    (await admin({ method: 'POST', url: '/api/plans', payload: body })).json().data.id;
  planId = await plan({ name: 'Trimestral', months: 3, price: 40 });
  yearlyId = await plan({ name: 'Anual', months: 12, price: 150, yearly: true });
  inactiveId = await plan({ name: 'Retirado', months: 1, price: 10, active: false });
  await admin({ method: 'PUT', url: '/api/plans/dollar-rate', payload: { dollarRate: 36.5 } });
  const bank = bankAccount({ owner_full_name: 'Vitrina C.A.' });
  bankId = (await admin({ method: 'POST', url: '/api/banks', payload: bank })).json().id;
  storeBankId = (await owner({ method: 'POST', url: '/api/banks', payload: bank })).json().id;
});
afterAll(async () => {
  await t?.close();
});

describe('paying a plan', () => {
  it('an owner pays in VES: the price and the rate come from the server, the proof is stored', async () => {
    const res = await pay(
      owner,
      { plan_id: planId, currency: 'VES', bank_id: bankId, reference: 'REF-001', amount: 1 },
      await testImage('png', 64, 10),
    );
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe('Pago enviado');
    expect(data).toMatchObject({
      plan_name: 'Trimestral',
      months: 3,
      amount: 40,
      currency: 'VES',
      dollar_rate: 36.5,
      ves_amount: 1460,
      bank_name: 'Banesco',
      reference: 'REF-001',
      status: 2,
      user_id: ownerId,
      store_id: storeId,
      owner_email: 'tienda@vitrina.test',
    });
    expect(data.proof).toMatch(/^\/api\/files\/.+\.png$/);
    expect((await t.inject({ method: 'GET', url: data.proof })).statusCode).toBe(200);
  });

  it('refuses bad input in Spanish and stores nothing', async () => {
    const [{ n: before }] = (await proofs()) as [{ n: number }];
    const img = await testImage();
    const cases: [Record<string, string | number>, Buffer | undefined, string, number][] = [
      [{ plan_id: inactiveId, currency: 'USD', bank_id: bankId, reference: 'R1' }, img, 'plan_id', 422],
      [{ plan_id: 99999, currency: 'USD', bank_id: bankId, reference: 'R1' }, img, 'plan_id', 422],
      [{ plan_id: planId, currency: 'USD', bank_id: storeBankId, reference: 'R1' }, img, 'bank_id', 422],
      [{ plan_id: planId, currency: 'USD', bank_id: 99999, reference: 'R1' }, img, 'bank_id', 422],
      [{ plan_id: planId, currency: 'EUR', bank_id: bankId, reference: 'R1' }, img, 'currency', 422],
      [{ plan_id: planId, currency: 'USD', bank_id: bankId, reference: '' }, img, 'reference', 422],
      [{ plan_id: planId, currency: 'USD', bank_id: bankId, reference: 'R1' }, undefined, 'image', 422],
      [
        { plan_id: planId, currency: 'USD', bank_id: bankId, reference: 'R1' },
        Buffer.from('%PDF-1.4 not an image'),
        'image',
        422,
      ],
    ];
    for (const [fields, image, field, status] of cases) {
      const res = await pay(owner, fields, image);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json().errors[field]?.[0], field).toMatch(/[a-záéíóú]/i);
    }
    const inactive = await pay(owner, cases[0]![0], img);
    expect(inactive.json().errors.plan_id).toEqual(['El plan no existe o no está disponible']);
    await expect(proofs()).resolves.toEqual([{ n: before }]);
  });

  it('only a store owner pays', async () => {
    const fields = { plan_id: planId, currency: 'USD', bank_id: bankId, reference: 'R9' };
    expect((await pay(admin, fields, await testImage())).statusCode).toBe(403);
    expect((await pay((o) => t.injectAs(ROLES.CASHIER, o), fields, await testImage())).statusCode).toBe(403);
  });
});

describe('listing and reading payments', () => {
  it('an owner lists only its own; the admin every one, with filters and keyset pages', async () => {
    await pay(
      other.inject,
      { plan_id: yearlyId, currency: 'USD', bank_id: bankId, reference: 'ref-001' },
      await testImage('png', 64, 10),
    );
    await pay(
      other.inject,
      { plan_id: planId, currency: 'USD', bank_id: bankId, reference: 'OTRA-2' },
      await testImage('png', 64, 90),
    );
    const mine = (await owner({ method: 'GET', url: '/api/payments/payments' })).json();
    expect(mine.data.every((p: { user_id: number }) => p.user_id === ownerId)).toBe(true);
    expect(mine.meta.total).toBe(mine.data.length);
    const theirs = (await other.inject({ method: 'GET', url: '/api/payments/payments' })).json();
    expect(theirs.data.map((p: { reference: string }) => p.reference)).toEqual(['OTRA-2', 'ref-001']);

    const all = (await admin({ method: 'GET', url: '/api/payments/payments?per_page=2' })).json();
    expect(all.meta.total).toBe(mine.meta.total + 2);
    expect(all.data).toHaveLength(2);
    const next = (
      await admin({ method: 'GET', url: `/api/payments/payments?per_page=2&cursor=${all.meta.next_cursor}` })
    ).json();
    expect(next.data[0].id).toBeLessThan(all.data[1].id);

    const byPlan = (await admin({ method: 'GET', url: `/api/payments/payments?plan_id=${yearlyId}` })).json();
    expect(byPlan.data.map((p: { reference: string }) => p.reference)).toEqual(['ref-001']);
    expect(byPlan.data[0].months).toBe(14);
    const byStore = (
      await admin({ method: 'GET', url: `/api/payments/payments?store_id=${other.session.store_id}` })
    ).json();
    expect(byStore.meta.total).toBe(2);
    const search = (await admin({ method: 'GET', url: '/api/payments/payments?q=otra%20tienda' })).json();
    expect(search.meta.total).toBe(2);
    const byEmail = (await admin({ method: 'GET', url: '/api/payments/payments?q=tienda@vitrina' })).json();
    expect(byEmail.data.every((p: { user_id: number }) => p.user_id === ownerId)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const old = (await admin({ method: 'GET', url: '/api/payments/payments?to=2020-01-01' })).json();
    expect(old.meta.total).toBe(0);
    expect(
      (await admin({ method: 'GET', url: `/api/payments/payments?status=2&from=2020-01-01&to=${today}` }))
        .statusCode,
    ).toBe(200);
    // An owner's store filter never reaches another store.
    const sneaky = (
      await owner({ method: 'GET', url: `/api/payments/payments?store_id=${other.session.store_id}` })
    ).json();
    expect(sneaky.meta.total).toBe(0);
    const bad = await admin({ method: 'GET', url: '/api/payments/payments?status=9&cursor=zzz' });
    expect(bad.statusCode).toBe(422);
  });

  it('a payment shows its duplicates (same reference in any case, same proof); another owner’s is 404', async () => {
    const list = (await other.inject({ method: 'GET', url: '/api/payments/payments' })).json();
    const dupId = list.data.find((p: { reference: string }) => p.reference === 'ref-001').id;
    const res = await admin({ method: 'GET', url: `/api/payments/payments/${dupId}` });
    expect(res.statusCode).toBe(200);
    const [detail] = res.json().data;
    expect(detail.id).toBe(dupId);
    expect(detail.duplicates).toEqual([
      expect.objectContaining({ reference: 'REF-001', same: 'reference', store_name: 'Bodegón La Esquina' }),
    ]);
    expect((await owner({ method: 'GET', url: `/api/payments/payments/${dupId}` })).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: `/api/payments/payments/${dupId}` })).statusCode).toBe(
      200,
    );
    expect(
      (await t.injectAs(ROLES.CASHIER, { method: 'GET', url: '/api/payments/payments' })).statusCode,
    ).toBe(403);
    expect((await admin({ method: 'GET', url: '/api/payments/payments/99999' })).statusCode).toBe(404);
  });
});

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
    const expected = new Date();
    expected.setUTCMonth(expected.getUTCMonth() + 3);
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

describe('a membership that ended', () => {
  it('stops sales through sales.create with a clear message, writes nothing, and sells again once renewed', async () => {
    await setUntil(ownerId, new Date(Date.now() + 30 * 86_400_000));
    const { place } = await salesFixture(t, storeId);
    await place();
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from bills where store_id = ${storeId}`,
        )
      )[0]!.n;
    const sold = await count();
    await setUntil(ownerId, new Date(Date.now() - 60_000));
    await expect(place()).rejects.toMatchObject({
      statusCode: 409,
      message: 'La membresía de la tienda terminó: no puede recibir pedidos nuevos hasta renovarla.',
    });
    expect(await count()).toBe(sold);
    const m = (await owner({ method: 'GET', url: '/api/payments/membership' })).json();
    expect(m).toMatchObject({ state: 'expired', can_sell: false, days_left: 0 });
    // Everything else stays readable.
    expect((await owner({ method: 'GET', url: `/api/store/${storeId}/products` })).statusCode).toBe(200);
    await admin({ method: 'POST', url: '/api/subscritption', payload: { months: 1, user: ownerId } });
    await place();
    expect(await count()).toBe(sold + 1);
    await t.database.db.execute(sql`update stores set status_id = 2 where id = ${storeId}`);
    await expect(place()).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/suspendida/),
    });
    await t.database.db.execute(sql`update stores set status_id = 1 where id = ${storeId}`);
  });
});

describe('membership reminders', () => {
  it('queues one e-mail and one push per device per band, once; a renewed membership gets new ones', async () => {
    const now = new Date();
    const id = other.session.user_id;
    await t.database.db.execute(
      sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (${id}, 'https://push.test/1', 'k', 'a')`,
    );
    const outbox = async () =>
      queryRows<{ channel: string; recipient: string }>(
        t.database.db,
        sql`select channel, recipient from outbox where recipient = 'otra@vitrina.test' or channel = 'push' order by id`,
      );
    const before = (await outbox()).length;
    await setUntil(id, new Date(now.getTime() + 5 * 86_400_000));
    expect(await queueMembershipReminders(t.database.db, now)).toBeGreaterThanOrEqual(1);
    expect(await queueMembershipReminders(t.database.db, now)).toBe(0);
    const first = (await outbox()).slice(before);
    expect(first.map((r) => r.channel).sort()).toEqual(['email', 'push']);
    // Four days later the 3-day reminder, once.
    const later = new Date(now.getTime() + 3 * 86_400_000);
    await queueMembershipReminders(t.database.db, later);
    await queueMembershipReminders(t.database.db, later);
    expect((await outbox()).length - before).toBe(4);
    // Renewed: a new end, new reminders.
    await setUntil(id, new Date(now.getTime() + 6 * 86_400_000));
    await queueMembershipReminders(t.database.db, now);
    expect((await outbox()).length - before).toBe(6);
  });
});

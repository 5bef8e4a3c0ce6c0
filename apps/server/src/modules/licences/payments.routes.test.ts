import { ROLES } from '@vitrina/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OtherAccount } from '#server/test/accounts.ts';
import type { TestApp } from '#server/test/harness.ts';
import { licenceCalls, licencesFixture } from '#server/test/licences.ts';
import { testImage } from '#server/test/multipart.ts';

// Paying a plan, and the lists and pages of payments. Deciding one:
// payment-decision.routes.test.ts; memberships that end and their reminders:
// membership.routes.test.ts.

let t: TestApp;
let other: OtherAccount;
let ownerId: number;
let storeId: number;
let planId: number;
let yearlyId: number;
let inactiveId: number;
let bankId: number;
let storeBankId: number;

beforeAll(async () => {
  ({ t, other, ownerId, storeId, planId, yearlyId, inactiveId, bankId, storeBankId } =
    await licencesFixture());
});
afterAll(async () => {
  await t?.close();
});

const { admin, owner, pay, proofs } = licenceCalls(() => t);

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
    expect(data.proof).toMatch(/^\/api\/files\/private\/.+\.png\?e=\d+&s=[\w-]+$/);
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

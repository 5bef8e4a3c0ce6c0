import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { createAccount } from '#server/test/accounts.ts';
import { bankAccount } from '#server/test/banks.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const monthly = { name: 'Mensual', months: 1, price: 15, description: 'Un mes' };
const admin = (o: Parameters<TestApp['inject']>[0]) => t.injectAs(ROLES.ADMIN, o);
const auditKinds = async () =>
  (await queryRows<{ kind: string }>(t.database.db, sql`select kind from audit_log order by id`)).map(
    (e) => e.kind,
  );

describe('plans', () => {
  it('the admin creates, changes and lists plans; an owner sees only the active ones', async () => {
    const created = await admin({ method: 'POST', url: '/api/plans', payload: monthly });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Plan creado exitosamente',
      data: { name: 'Mensual', months: 1, price: 15, yearly: false, active: true, product_limit: null },
    });
    const id = created.json().data.id as number;
    const old = await admin({
      method: 'POST',
      url: '/api/plans',
      payload: { name: 'Viejo', months: 2, price: 20, active: false },
    });
    expect(old.statusCode).toBe(201);

    const patched = await admin({
      method: 'PATCH',
      url: `/api/plans/${id}`,
      payload: { ...monthly, price: 17.5, product_limit: 500 },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      message: 'Plan actualizado exitosamente',
      data: { id, price: 17.5, product_limit: 500 },
    });

    const all = (await admin({ method: 'GET', url: '/api/plans' })).json();
    expect(all.plans.map((p: { name: string }) => p.name).sort()).toEqual(['Mensual', 'Viejo']);
    expect(all.dollar_rate).toBe(1);
    const mine = (await t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/plans' })).json();
    expect(mine.plans.map((p: { name: string }) => p.name)).toEqual(['Mensual']);
    expect(await auditKinds()).toEqual(expect.arrayContaining(['plan.create', 'plan.update']));
  });

  it('answers a duplicate name (any case) with 422 on name, and bad bodies in Spanish', async () => {
    const dup = await admin({ method: 'POST', url: '/api/plans', payload: { ...monthly, name: 'MENSUAL' } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.name[0]).toMatch(/nombre/i);
    const bad = await admin({
      method: 'POST',
      url: '/api/plans',
      payload: { name: '', months: 0, price: -1 },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['months', 'name', 'price']);
    expect(bad.json().message).toBe('Los datos ingresados son inválidos');
    expect((await admin({ method: 'PATCH', url: '/api/plans/99999', payload: monthly })).statusCode).toBe(
      404,
    );
  });

  it('only the admin administers plans and the rate; a cashier cannot even read them', async () => {
    for (const role of [ROLES.CLIENT, ROLES.CASHIER, ROLES.DELIVERY]) {
      expect(
        (await t.injectAs(role, { method: 'POST', url: '/api/plans', payload: monthly })).statusCode,
      ).toBe(403);
      expect(
        (
          await t.injectAs(role, {
            method: 'PUT',
            url: '/api/plans/dollar-rate',
            payload: { dollarRate: 40 },
          })
        ).statusCode,
      ).toBe(403);
      expect((await t.injectAs(role, { method: 'DELETE', url: '/api/plans/1' })).statusCode).toBe(403);
    }
    expect((await t.injectAs(ROLES.CASHIER, { method: 'GET', url: '/api/plans' })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/plans' })).statusCode).toBe(401);
  });

  it('sets the dollar rate (validated) and lists the platform accounts', async () => {
    const bad = await admin({ method: 'PUT', url: '/api/plans/dollar-rate', payload: { dollarRate: 0 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.dollarRate).toHaveLength(1);
    const ok = await admin({ method: 'PUT', url: '/api/plans/dollar-rate', payload: { dollarRate: 36.5 } });
    expect(ok.json()).toMatchObject({
      message: 'Tasa del dólar actualizada',
      dollar_rate: 36.5,
      dollar_rate_origin: 'admin',
      // No RATE_SOURCE_URL here: nothing published to follow.
      dollar_rate_published: false,
      dollar_rate_follows: false,
    });
    expect(Date.now() - Date.parse(ok.json().dollar_rate_at)).toBeLessThan(60_000);
    const follow = await admin({
      method: 'PUT',
      url: '/api/plans/dollar-rate/follow',
      payload: { follow: true },
    });
    expect(follow.statusCode).toBe(409);
    expect(follow.json().message).toBe('Esta plataforma no tiene configurada una fuente de tasa publicada');
    await admin({
      method: 'POST',
      url: '/api/banks',
      payload: bankAccount({ owner_full_name: 'Vitrina C.A.' }),
    });
    const reply = (await t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/plans' })).json();
    expect(reply.dollar_rate).toBe(36.5);
    expect(reply.accounts.map((a: { bank_name: string }) => a.bank_name)).toEqual(['Banesco']);
    expect(await auditKinds()).toContain('dollar_rate.update');
  });

  it('deletes a plan nobody paid (204); a paid plan answers 409', async () => {
    const temp = (
      await admin({ method: 'POST', url: '/api/plans', payload: { ...monthly, name: 'Temporal' } })
    ).json().data.id;
    const gone = await admin({ method: 'DELETE', url: `/api/plans/${temp}` });
    expect(gone.statusCode).toBe(204);
    expect((await admin({ method: 'DELETE', url: `/api/plans/${temp}` })).statusCode).toBe(404);
    expect(await auditKinds()).toContain('plan.delete');
  });
});

describe('manual extension (POST subscritption)', () => {
  it('extends an active store owner from the later of now and its end, and records it', async () => {
    const owner = await t.login('tienda@vitrina.test');
    const before = (
      await t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/payments/membership' })
    ).json();
    expect(before.state).toBe('active');
    expect(before.can_sell).toBe(true);
    const res = await admin({
      method: 'POST',
      url: '/api/subscritption',
      payload: { months: 2, user: owner.user_id, note: 'Cortesía' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Membresía extendida');
    const from = new Date(before.membership_until);
    const expected = new Date(from);
    expected.setUTCMonth(expected.getUTCMonth() + 2);
    expect(Math.abs(new Date(res.json().data.membership_until).getTime() - expected.getTime())).toBeLessThan(
      3 * 86_400_000,
    );
    expect(new Date(res.json().data.membership_until).getTime()).toBeGreaterThan(from.getTime());
    expect(await auditKinds()).toContain('membership.extend');
  });

  it('refuses a user that is not a store owner (422 on user), bad months, and non-admins', async () => {
    const cashier = await t.login('cajero@vitrina.test');
    const res = await admin({
      method: 'POST',
      url: '/api/subscritption',
      payload: { months: 1, user: cashier.user_id },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.user).toEqual(['El usuario debe ser un dueño de tienda activo']);
    const bad = await admin({ method: 'POST', url: '/api/subscritption', payload: { months: 0, user: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['months', 'user']);
    const owner = await t.login('tienda@vitrina.test');
    expect(
      (
        await t.injectAs(ROLES.CLIENT, {
          method: 'POST',
          url: '/api/subscritption',
          payload: { months: 1, user: owner.user_id },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a new owner (admin-created) starts with the trial and its history says so', async () => {
    const other = await createAccount(t, 'nueva@vitrina.test', ROLES.CLIENT);
    const m = (await other.inject({ method: 'GET', url: '/api/payments/membership' })).json();
    expect(m.state).toBe('active');
    expect(m.days_left).toBe(30);
    expect(m.plan).toBeNull();
    const { membershipHistoryOf } = await import('./membership.service.ts');
    const history = await membershipHistoryOf(t.database.db, other.session.user_id);
    expect(history.map((e) => e.kind)).toEqual(['trial']);
    expect(history[0]!.days).toBe(30);
    expect(
      (await t.injectAs(ROLES.ADMIN, { method: 'GET', url: '/api/payments/membership' })).statusCode,
    ).toBe(403);
  });
});

import { ROLES, type TicketManager } from '@vitrina/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type OtherAccount } from '#server/test/accounts.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';

let t: TestApp;
let other: OtherAccount;
let mine: TicketManager;
let theirs: TicketManager;

const master = (o: InjectOptions) => t.injectAs(ROLES.TICKETMASTER, o);

beforeAll(async () => {
  t = await createTestApp();
  other = await createAccount(t, 'otra.taquilla@example.com', ROLES.TICKETMASTER);
  mine = (await master({ method: 'GET', url: '/api/ticket/ticket-manager' })).json<TicketManager>();
  theirs = (await other.inject({ method: 'GET', url: '/api/ticket/ticket-manager' })).json<TicketManager>();
});
afterAll(() => t.close());

describe('ticket manager', () => {
  it("answers the caller's own record with the user's full name", async () => {
    expect(mine).toEqual({
      id: expect.any(Number),
      user_id: expect.any(Number),
      name: 'Teresa Taquilla',
      dollar_percent: 0,
      whole_payment: false,
    });
    expect(theirs).toMatchObject({ name: 'Otro Usuario' });
    expect(theirs.id).not.toBe(mine.id);
    expect((await master({ method: 'GET', url: `/api/ticket/ticket-manager/${mine.id}` })).json()).toEqual(
      mine,
    );
  });

  it('sets dollar_percent rounded to an integer, and refuses one outside 0–100 in Spanish', async () => {
    const url = `/api/ticket/ticket-manager/${mine.id}`;
    const res = await master({ method: 'PUT', url, payload: { dollar_percent: 33.6 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Porcentaje actualizado', data: { ...mine, dollar_percent: 34 } });
    for (const bad of [101, -1, 'mucho']) {
      const r = await master({ method: 'PUT', url, payload: { dollar_percent: bad } });
      expect(r.statusCode).toBe(422);
      expect(r.json().errors.dollar_percent[0]).toMatch(/^El campo /);
    }
    expect((await master({ method: 'GET', url })).json<TicketManager>().dollar_percent).toBe(34);
    // Whether a split price may be paid whole in one currency: a boolean, or a Spanish 422.
    const whole = await master({ method: 'PUT', url, payload: { dollar_percent: 34, whole_payment: true } });
    expect(whole.json().data).toMatchObject({ dollar_percent: 34, whole_payment: true });
    const bad = await master({ method: 'PUT', url, payload: { dollar_percent: 34, whole_payment: 'sí' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.whole_payment[0]).toMatch(/^El campo /);
    expect((await master({ method: 'GET', url })).json<TicketManager>().whole_payment).toBe(true);
  });

  it("answers 404 for another manager's record; the admin reads any and writes none; store roles get 403", async () => {
    const url = `/api/ticket/ticket-manager/${theirs.id}`;
    expect((await master({ method: 'GET', url })).statusCode).toBe(404);
    expect((await master({ method: 'PUT', url, payload: { dollar_percent: 50 } })).statusCode).toBe(404);
    expect((await master({ method: 'GET', url: '/api/ticket/ticket-manager/99999999' })).statusCode).toBe(
      404,
    );
    expect((await other.inject({ method: 'GET', url })).json<TicketManager>().dollar_percent).toBe(0);

    expect((await t.injectAs(ROLES.ADMIN, { method: 'GET', url })).json()).toEqual(theirs);
    expect(
      (await t.injectAs(ROLES.ADMIN, { method: 'PUT', url, payload: { dollar_percent: 5 } })).statusCode,
    ).toBe(403);
    for (const role of [ROLES.CLIENT, ROLES.CASHIER, ROLES.DELIVERY]) {
      for (const o of [
        { method: 'GET', url: '/api/ticket/ticket-manager' },
        { method: 'GET', url },
        { method: 'PUT', url, payload: { dollar_percent: 5 } },
      ] as InjectOptions[]) {
        expect((await t.injectAs(role, o)).statusCode, `${role} ${o.method} ${o.url}`).toBe(403);
      }
    }
  });
});

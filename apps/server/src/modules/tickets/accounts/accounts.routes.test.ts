import { ROLES, type TicketAccount, type TicketAccountInput } from '@vitrina/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type OtherAccount } from '#server/test/accounts.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { multipart } from '#server/test/multipart.ts';

let t: TestApp;
let other: OtherAccount;

beforeAll(async () => {
  t = await createTestApp();
  other = await createAccount(t, 'otra.taquilla@example.com', ROLES.TICKETMASTER);
});
afterAll(() => t.close());

const master = (o: InjectOptions) => t.injectAs(ROLES.TICKETMASTER, o);
const account = (over: Partial<TicketAccountInput> = {}): TicketAccountInput => ({
  bank_name: 'Banco de Venezuela',
  account_type: 'VES',
  account_number: '0102-0123-45-0000000000',
  owner_full_name: 'Teresa Taquilla',
  owner_idenfication_type: 'V',
  owner_idenfication: 'V-12.345.678',
  message: 'Indique su número de cédula en el concepto',
  ...over,
});
const list = async (as = master) =>
  (await as({ method: 'GET', url: '/api/ticket/ticket-accounts' })).json<TicketAccount[]>();

describe('ticket accounts', () => {
  it('adds (JSON and multipart), lists, replaces and deletes accounts, numbers in normal form', async () => {
    const res = await master({ method: 'POST', url: '/api/ticket/ticket-accounts', payload: account() });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json<{ message: string; data: TicketAccount }>();
    expect(created.message).toBe('Cuenta agregada');
    expect(created.data).toMatchObject({
      account_number: '01020123450000000000',
      owner_idenfication: '12345678',
      message: 'Indique su número de cédula en el concepto',
    });
    const form = multipart(
      Object.entries(
        account({ account_type: 'USD', account_number: 'pagos@example.com', bank_name: 'Zelle' }),
      ).map(([name, value]) => ({ name, value: String(value) })),
    );
    const zelle = await master({ method: 'POST', url: '/api/ticket/ticket-accounts', ...form });
    expect(zelle.statusCode, zelle.body).toBe(200);
    const usd = zelle.json<{ data: TicketAccount }>().data;
    expect(usd).toMatchObject({ bank_name: 'Zelle', account_number: 'pagos@example.com' });
    expect((await list()).map((a) => a.id)).toEqual([created.data.id, usd.id]);

    const put = await master({
      method: 'PUT',
      url: `/api/ticket/ticket-accounts/${usd.id}`,
      payload: account({
        account_type: 'USD',
        account_number: 'otro@example.com',
        bank_name: 'Zelle',
        message: '',
      }),
    });
    expect(put.json()).toMatchObject({
      message: 'Cuenta actualizada',
      data: { account_number: 'otro@example.com', message: null },
    });
    const del = await master({ method: 'DELETE', url: `/api/ticket/ticket-accounts/${usd.id}` });
    expect(del.json()).toEqual({ message: 'Cuenta eliminada' });
    expect((await list()).map((a) => a.id)).toEqual([created.data.id]);
    expect(
      (await master({ method: 'DELETE', url: `/api/ticket/ticket-accounts/${usd.id}` })).statusCode,
    ).toBe(404);
  });

  it('applies the bank rules with Spanish texts', async () => {
    const before = await list();
    const res = await master({
      method: 'POST',
      url: '/api/ticket/ticket-accounts',
      payload: account({
        account_number: '0102-0123',
        owner_idenfication: 'J-1234',
        bank_name: '',
        message: 'x'.repeat(501),
      }),
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors).sort()).toEqual([
      'account_number',
      'bank_name',
      'message',
      'owner_idenfication',
    ]);
    expect(errors.bank_name).toEqual(['El campo nombre del banco es obligatorio']);
    for (const texts of Object.values(errors)) expect(texts[0]).toMatch(/^(El|La) /);
    expect(await list()).toEqual(before);
  });

  it("keeps managers apart: another manager's account answers 404; roles outside tickets get 403", async () => {
    const mine = (
      await master({ method: 'POST', url: '/api/ticket/ticket-accounts', payload: account() })
    ).json<{
      data: TicketAccount;
    }>().data;
    const theirs = (
      await other.inject({
        method: 'POST',
        url: '/api/ticket/ticket-accounts',
        payload: account({ bank_name: 'Ajeno' }),
      })
    ).json<{ data: TicketAccount }>().data;
    expect((await list(other.inject)).map((a) => a.id)).toEqual([theirs.id]);
    expect((await list()).map((a) => a.id)).not.toContain(theirs.id);
    const put = await other.inject({
      method: 'PUT',
      url: `/api/ticket/ticket-accounts/${mine.id}`,
      payload: account(),
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await other.inject({ method: 'DELETE', url: `/api/ticket/ticket-accounts/${mine.id}` })).statusCode,
    ).toBe(404);
    expect((await list()).find((a) => a.id === mine.id)).toEqual(mine);

    const all = await list((o) => t.injectAs(ROLES.ADMIN, o));
    expect(all.map((a) => a.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const adminPost = await t.injectAs(ROLES.ADMIN, {
      method: 'POST',
      url: '/api/ticket/ticket-accounts',
      payload: account(),
    });
    expect(adminPost.statusCode).toBe(403);
    for (const role of [ROLES.CLIENT, ROLES.CASHIER, ROLES.DELIVERY]) {
      for (const o of [
        { method: 'GET', url: '/api/ticket/ticket-accounts' },
        { method: 'POST', url: '/api/ticket/ticket-accounts', payload: account() },
        { method: 'PUT', url: `/api/ticket/ticket-accounts/${mine.id}`, payload: account() },
        { method: 'DELETE', url: `/api/ticket/ticket-accounts/${mine.id}` },
      ] as InjectOptions[]) {
        expect((await t.injectAs(role, o)).statusCode, `${role} ${o.method}`).toBe(403);
      }
    }
  });
});

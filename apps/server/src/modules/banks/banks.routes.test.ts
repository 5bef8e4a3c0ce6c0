import { type Bank, ROLES } from '@vitrina/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type OtherAccount, signupOwner } from '#server/test/accounts.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';

let t: TestApp;
let otherOwner: OtherAccount;
let otherCompany: OtherAccount;
beforeAll(async () => {
  t = await createTestApp();
  otherOwner = await signupOwner(t, 'otra-tienda@vitrina.test');
  otherCompany = await createAccount(t, 'otra-empresa@vitrina.test', ROLES.DELIVERY);
});
afterAll(() => t.close());

const ves = {
  bank_name: 'Banesco',
  account_type: 'VES',
  account_number: '0134-0000-00-0000000001',
  owner_full_name: 'Tomás Tendero',
  owner_idenfication_type: 'V',
  owner_idenfication: 'V-12.345.678',
};
const usd = {
  bank_name: 'Zelle',
  account_type: 'USD',
  account_number: 'pagos@bodegon.test',
  owner_full_name: 'Bodegón La Esquina C.A.',
  owner_idenfication_type: 'J',
  owner_idenfication: 'J-40123456-7',
};

// Each list is tried with its own role, a role that may not use it, and the other tenant.
const sides = [
  {
    label: 'banks as the platform admin',
    url: '/api/banks',
    role: ROLES.ADMIN,
    refused: ROLES.TICKETMASTER,
    other: () => otherOwner,
  },
  {
    label: 'banks as a store owner',
    url: '/api/banks',
    role: ROLES.CLIENT,
    refused: ROLES.DELIVERY,
    other: () => otherOwner,
  },
  {
    label: 'company/banks as a delivery company',
    url: '/api/company/banks',
    role: ROLES.DELIVERY,
    refused: ROLES.CLIENT,
    other: () => otherCompany,
  },
] as const;

describe.each(sides)('$label', ({ url, role, refused, other }) => {
  const as = (o: Parameters<TestApp['inject']>[0]) => t.injectAs(role, o);
  const list = async () => (await as({ method: 'GET', url })).json<Bank[]>();

  it('creates accounts, storing the numbers without separators, and lists them', async () => {
    const first = await as({ method: 'POST', url, payload: ves });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      bank_name: 'Banesco',
      account_type: 'VES',
      account_number: '01340000000000000001',
      owner_full_name: 'Tomás Tendero',
      owner_idenfication_type: 'V',
      owner_idenfication: '12345678',
    });
    const second = await as({ method: 'POST', url, payload: usd });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      account_number: 'pagos@bodegon.test',
      owner_idenfication: '401234567',
    });

    const res = await as({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json<Bank[]>().map((b) => b.id)).toEqual([first.json<Bank>().id, second.json<Bank>().id]);
  });

  it('refuses invalid accounts with Spanish texts and stores nothing', async () => {
    const before = await list();
    const res = await as({
      method: 'POST',
      url,
      payload: { ...ves, bank_name: '', account_number: '0134-123', owner_idenfication_type: 'X' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      bank_name: ['El campo nombre del banco es obligatorio'],
      account_number: ['El número de cuenta en bolívares debe tener 20 dígitos'],
      owner_idenfication_type: ['El campo tipo de documento tiene un valor no permitido'],
    });
    const rif = await as({ method: 'POST', url, payload: { ...usd, owner_idenfication: '12345678' } });
    expect(rif.json().errors).toEqual({
      owner_idenfication: ['El RIF debe tener 9 dígitos, incluido el dígito verificador'],
    });
    const cedula = await as({ method: 'POST', url, payload: { ...ves, owner_idenfication: '123' } });
    expect(cedula.json().errors).toEqual({
      owner_idenfication: ['La cédula debe tener entre 6 y 9 dígitos'],
    });
    const dollars = await as({ method: 'POST', url, payload: { ...usd, account_number: 'a b' } });
    expect(dollars.json().errors.account_number).toEqual([
      'El número de cuenta en dólares debe tener entre 4 y 64 caracteres: letras, números, @ . - _',
    ]);
    expect(await list()).toEqual(before);
  });

  it('replaces an account with PATCH', async () => {
    const [bank] = await list();
    const res = await as({
      method: 'PATCH',
      url: `${url}/${bank!.id}`,
      payload: { ...usd, bank_name: 'Banco de Venezuela' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: bank!.id, bank_name: 'Banco de Venezuela', account_type: 'USD' });
    expect((await list())[0]).toEqual(res.json());
  });

  it('refuses an invalid PATCH and keeps the account as it was', async () => {
    const [bank] = await list();
    const res = await as({
      method: 'PATCH',
      url: `${url}/${bank!.id}`,
      payload: { ...ves, account_number: '123' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.account_number).toEqual([
      'El número de cuenta en bolívares debe tener 20 dígitos',
    ]);
    expect((await list())[0]).toEqual(bank);
  });

  it('answers 404 when another tenant touches these accounts, and changes nothing', async () => {
    const before = await list();
    const id = before[0]!.id;
    const patch = await other().inject({ method: 'PATCH', url: `${url}/${id}`, payload: ves });
    expect(patch.statusCode).toBe(404);
    const del = await other().inject({ method: 'DELETE', url: `${url}/${id}` });
    expect(del.statusCode).toBe(404);
    expect((await other().inject({ method: 'GET', url })).json()).toEqual([]);
    expect(await list()).toEqual(before);
  });

  it('deletes an account', async () => {
    const before = await list();
    const res = await as({ method: 'DELETE', url: `${url}/${before[0]!.id}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await list()).toEqual(before.slice(1));
    expect((await as({ method: 'DELETE', url: `${url}/${before[0]!.id}` })).statusCode).toBe(404);
  });

  it('refuses callers without a token and roles that may not use this list', async () => {
    const calls = [
      { method: 'GET', url },
      { method: 'POST', url, payload: ves },
      { method: 'PATCH', url: `${url}/1`, payload: ves },
      { method: 'DELETE', url: `${url}/1` },
    ] as const;
    for (const call of calls) {
      expect((await t.inject(call)).statusCode, `${call.method} without token`).toBe(401);
      expect((await t.injectAs(refused, call)).statusCode, `${call.method} as ${refused}`).toBe(403);
    }
  });
});

describe("the store's cashier", () => {
  it("reads the store's accounts (a sale's parts are paid into them) and changes none", async () => {
    const owner = (await t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/banks' })).json<Bank[]>();
    const read = await t.injectAs(ROLES.CASHIER, { method: 'GET', url: '/api/banks' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(owner);
    const writes = [
      { method: 'POST', url: '/api/banks', payload: ves },
      { method: 'PATCH', url: `/api/banks/${owner[0]?.id ?? 1}`, payload: ves },
      { method: 'DELETE', url: `/api/banks/${owner[0]?.id ?? 1}` },
    ] as const;
    for (const call of writes) expect((await t.injectAs(ROLES.CASHIER, call)).statusCode).toBe(403);
  });
});

describe('the three lists stay apart', () => {
  it("keeps the platform's, a store's and a company's accounts in their own lists", async () => {
    const mark = async (role: (typeof ROLES)[keyof typeof ROLES], url: string, name: string) => {
      const res = await t.injectAs(role, { method: 'POST', url, payload: { ...ves, bank_name: name } });
      expect(res.statusCode).toBe(201);
    };
    await mark(ROLES.ADMIN, '/api/banks', 'Plataforma');
    await mark(ROLES.CLIENT, '/api/banks', 'Tienda');
    await mark(ROLES.DELIVERY, '/api/company/banks', 'Empresa');
    const names = async (role: (typeof ROLES)[keyof typeof ROLES], url: string) =>
      (await t.injectAs(role, { method: 'GET', url })).json<Bank[]>().map((b) => b.bank_name);
    const admin = await names(ROLES.ADMIN, '/api/banks');
    const store = await names(ROLES.CLIENT, '/api/banks');
    const company = await names(ROLES.DELIVERY, '/api/company/banks');
    expect(admin).toContain('Plataforma');
    expect(admin).not.toContain('Tienda');
    expect(admin).not.toContain('Empresa');
    expect(store).toContain('Tienda');
    expect(store).not.toContain('Plataforma');
    expect(company).toEqual(expect.arrayContaining(['Empresa']));
    expect(company).not.toContain('Tienda');
  });
});

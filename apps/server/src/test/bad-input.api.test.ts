import { ROLES } from '@vitrina/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

/** The hostile inputs issue 10 names, each with the answer it must get (the fuzz test covers the rest). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const owner = (
  url: string,
  more: { method?: 'GET' | 'POST' | 'PATCH'; payload?: string; type?: string } = {},
) =>
  t.injectAs(ROLES.CLIENT, {
    method: more.method ?? 'GET',
    url,
    payload: more.payload,
    headers: more.type ? { 'content-type': more.type } : {},
  });

describe('bad input', () => {
  it('answers 404 to a path id past PostgreSQL integer, 422 in Spanish to one that is not a number', async () => {
    for (const id of ['99999999999', '2147483648', '0']) {
      const res = await owner(`/api/products/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Recurso no encontrado.');
    }
    const abc = await owner('/api/products/abc');
    expect(abc.statusCode).toBe(422);
    expect(abc.json().errors).toEqual({ id: ['El campo id debe ser un número entero'] });
  });

  it('answers a path parameter of any length with a Spanish 422 (the router reads 1,000 characters), never a raw 414', async () => {
    const reset = (code: string) =>
      t.inject({
        method: 'POST',
        url: `/api/auth/resetpassword/${code}`,
        payload: { password: 'otraclave123', password_confirmation: 'otraclave123' },
      });
    const long = await reset('a'.repeat(200));
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ errors: { code: [expect.stringMatching(/código/)] } });
    const huge = await reset('a'.repeat(5000));
    expect(huge.statusCode).toBe(422);
    expect(huge.json()).toMatchObject({
      message: 'Los datos ingresados son inválidos',
      messageKey: 'serverMessages.invalidData',
    });
    const email = await t.inject({ method: 'GET', url: `/api/auth/recover/${'x'.repeat(300)}@example.com` });
    expect(email.statusCode).toBe(422);
    expect(email.json().errors.email).toHaveLength(1);
    // A URL that is not one stays a Spanish 400.
    const bad = await t.inject({ method: 'GET', url: '/api/products/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('La solicitud no es válida.');
  });

  it('answers 422 in Spanish to numbers past integer in a query, a NUL in q and a query of the wrong type', async () => {
    const huge = await owner('/api/bill?customer_id=99999999999&per_page=abc&q=a%00b&sort=x&sort=y');
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({
      customer_id: ['El campo customer_id no es válido'],
      per_page: ['El campo per_page debe ser un número entero'],
      q: ['El campo q contiene caracteres no permitidos'],
      sort: ['El campo orden tiene un valor no permitido'],
    });
  });

  it('refuses impossible, reversed and over-long ranges before any query, the CSV export included', async () => {
    const cases: [string, Record<string, string[]>][] = [
      [
        '/api/weeklysales?start_date=2024-02-30&end_date=2024-03-01',
        { start_date: ['El campo fecha inicial debe ser una fecha válida (AAAA-MM-DD)'] },
      ],
      [
        '/api/weeklysales?start_date=2026-03-02&end_date=2026-03-01',
        { end_date: ['La fecha final debe ser igual o posterior a la inicial'] },
      ],
      [
        '/api/profit?start_date=2024-01-01&end_date=2025-06-30',
        { end_date: ['El rango de fechas no debe superar 366 días'] },
      ],
      [
        '/api/bill/export?initial_date=2020-01-01&final_date=2026-01-01',
        { final_date: ['El rango de fechas no debe superar 731 días'] },
      ],
    ];
    for (const [url, errors] of cases) {
      const res = await owner(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors, url).toEqual(errors);
    }
    const started = Date.now();
    const unbounded = await owner('/api/weeklysales?start_date=0001-01-01&end_date=9999-12-31');
    expect(unbounded.statusCode).toBe(422);
    expect(Date.now() - started).toBeLessThan(1000);
    const badExport = await owner('/api/bill/export?initial_date=2024-02-30&final_date=2024-03-01');
    expect(badExport.statusCode).toBe(422);
    expect(badExport.headers['content-type']).toMatch(/json/);
  });

  it('answers 422 to a JSON null, a multipart form or a lone surrogate where a bank account is expected', async () => {
    const nullBody = await owner('/api/banks', { method: 'POST', payload: 'null', type: 'application/json' });
    expect(nullBody.statusCode).toBe(422);
    expect(nullBody.json().errors).toEqual({ _: ['Los datos deben enviarse como un objeto JSON'] });
    const form = await owner('/api/banks', {
      method: 'POST',
      payload: '--b\r\nContent-Disposition: form-data; name="bank_name"\r\n\r\nBanesco\r\n--b--\r\n',
      type: 'multipart/form-data; boundary=b',
    });
    expect(form.statusCode).toBe(422);
    const surrogate = await owner('/api/banks', {
      method: 'POST',
      type: 'application/json',
      payload: JSON.stringify({
        bank_name: 'Banco \ud800',
        account_type: 'VES',
        account_number: '01340000000000000001',
        owner_full_name: 'Ana Pérez',
        owner_idenfication_type: 'V',
        owner_idenfication: '12345678',
      }),
    });
    expect(surrogate.statusCode).toBe(422);
    expect(surrogate.json().errors).toEqual({
      bank_name: ['El campo nombre del banco contiene caracteres no permitidos'],
    });
  });
});

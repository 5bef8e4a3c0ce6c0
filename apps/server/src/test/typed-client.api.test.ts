import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypes } from './client/api-types.ts';
import type { paths } from './client/vitrina-api.generated.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { testImage } from './multipart.ts';

/**
 * The API as an outside developer meets it (issue 30): a client generated from the live
 * document with openapi-typescript, called with openapi-fetch over real HTTP. The generated
 * types are kept beside the test and compiled by the typecheck, so a route whose document
 * changes fails here until they are generated again (`npm run api:types`), and a call this
 * test makes that the document no longer allows fails the typecheck.
 */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

/** A multipart form of a typed body: text parts (lists as JSON text), a Blob as a file. */
function formOf(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, `${name}.png`);
    else form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

describe('a client generated from the document', () => {
  it('is what openapi-typescript makes of the live document today', async () => {
    const document = await (await fetch(`${base}/api/openapi.json`)).json();
    const generated = await apiTypes(document);
    if (process.env.UPDATE_API_TYPES) writeFileSync(API_TYPES_FILE, generated);
    const kept = existsSync(API_TYPES_FILE) ? readFileSync(API_TYPES_FILE, 'utf8') : '';
    expect(kept === generated, 'the typed client is stale: run `npm run api:types`').toBe(true);
  });

  it('signs up, builds a catalogue and a product, takes a web order and reads the error of a bad one', async () => {
    const api = createClient<paths>({ baseUrl: `${base}/api` });
    const signup = await api.POST('/auth/signup', {
      body: {
        name: 'Carla',
        lastname: 'Rivas',
        email: 'carla@integracion.test',
        storeName: 'Café Rivas',
        storeDescription: 'Café de especialidad',
        password: 'clave-segura-1',
        password_confirmation: 'clave-segura-1',
      },
    });
    expect(signup.error).toBeUndefined();
    const session = signup.data!;
    const storeId = session.store_id!;
    const owner = createClient<paths>({
      baseUrl: `${base}/api`,
      headers: { authorization: `Bearer ${session.access_token}` },
    });

    const web = await owner.PATCH('/store/{id}/web', {
      params: { path: { id: storeId } },
      body: { web_store: 'cafe-rivas', template_id: 1 },
    });
    expect(web.response.status).toBe(200);
    const bank = await owner.POST('/banks', {
      body: {
        bank_name: 'Zelle',
        account_type: 'USD',
        account_number: 'pagos@cafe-rivas.test',
        owner_full_name: 'Carla Rivas',
        owner_idenfication_type: 'V',
        owner_idenfication: '12345678',
      },
    });
    expect(bank.error).toBeUndefined();
    const catalogue = await owner.POST('/store/{storeId}/catalogues', {
      params: { path: { storeId } },
      body: { name: 'Bebidas' },
    });
    expect(catalogue.error).toBeUndefined();
    const product = await owner.POST('/catalogues/{catalogue_id}/products', {
      params: { path: { catalogue_id: catalogue.data!.id } },
      body: { name: 'Café guayoyo', price: 2.5, quantity: 10 },
    });
    expect(product.data).toMatchObject({ name: 'Café guayoyo', price: 2.5, quantity: 10 });

    // The shopper's side, signed out: the web store lists it and takes the order with its proof.
    const shop = createClient<paths>({ baseUrl: `${base}/api` });
    const listed = await shop.GET('/shop/{web_store}/products', {
      params: { path: { web_store: 'cafe-rivas' } },
    });
    expect(listed.data?.data.map((p) => p.name)).toEqual(['Café guayoyo']);
    const proof = new Blob([new Uint8Array(await testImage('png'))], { type: 'image/png' });
    const order = {
      name: 'Ana',
      lastname: 'Pérez',
      email: 'ana@example.com',
      phone: '+58 412 555 0101',
      lines: [{ product_id: product.data!.id, quantity: 2 }],
      delivery: 'pickup' as const,
      bank_id: bank.data!.id,
      reference: '778899',
      proof,
    };
    const placed = await shop.POST('/shop/{web_store}/orders', {
      params: { path: { web_store: 'cafe-rivas' } },
      body: order,
      bodySerializer: formOf,
    });
    expect(placed.error).toBeUndefined();
    expect(placed.response.status).toBe(201);
    const seen = await shop.GET('/shop/orders/{token}', { params: { path: { token: placed.data!.token } } });
    expect(seen.data).toMatchObject({ id: placed.data!.id, total: 5 });

    // A bad order: its error is typed as the document's Error, in Spanish, keyed per field.
    const bad = await shop.POST('/shop/{web_store}/orders', {
      params: { path: { web_store: 'cafe-rivas' } },
      body: { ...order, lines: [{ product_id: product.data!.id, quantity: 0 }] },
      bodySerializer: formOf,
    });
    expect(bad.response.status).toBe(422);
    expect(bad.error?.message).toBe('Los datos ingresados son inválidos');
    expect(bad.error?.errors?.['lines.0.quantity']?.[0]).toMatch(/cantidad/i);
    expect(bad.error?.errorKeys?.['lines.0.quantity']?.[0]?.key).toMatch(/^validation\./);
  });
});

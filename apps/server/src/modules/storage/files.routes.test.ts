import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROLES } from '@vitrina/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env.ts';
import { bankAccount } from '#server/test/banks.ts';
import { catalogCalls } from '#server/test/catalog.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { multipart, testImage } from '#server/test/multipart.ts';
import { type S3Server, startS3Server } from '#server/test/s3-server.ts';
import { openObjectStore } from './open-store.ts';

// The whole server with FILES_URL: uploads land in the bucket (a real S3-compatible server),
// nothing in this machine's folder, and the files routes serve them from there.

let s3: S3Server;
let t: TestApp;
let filesDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  filesDir = mkdtempSync(path.join(tmpdir(), 'vitrina-unused-files-'));
  t = await createTestApp({ env: { FILES_URL: s3.filesUrl('servidor'), FILES_DIR: filesDir } });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

/** The bucket as another machine with the same FILES_URL sees it. */
const bucket = () => openObjectStore(loadConfig({ FILES_URL: s3.filesUrl('servidor') }));
const owner = (o: Parameters<TestApp['inject']>[0]) => t.injectAs(ROLES.CLIENT, o);

describe('files in a bucket', () => {
  it('keeps a product picture and its small copy in the bucket and serves them, cached for good', async () => {
    const storeId = (await t.login('tienda@vitrina.test')).store_id!;
    const { newCatalogue, newProduct } = catalogCalls(() => ({ t, storeId }));
    const productId = (await newProduct((await newCatalogue('Fotos')).id)).id;
    const picture = await testImage('png', 400);
    const res = await owner({
      method: 'POST',
      url: `/api/products/${productId}/image`,
      ...multipart([{ name: 'images[]', value: picture, filename: 'cesta.png', type: 'image/png' }]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [image] = res.json<{ url: string; thumb_url: string }[]>();
    const name = path.basename(image!.url);

    // In the bucket, as another machine reads it; nothing in this machine's folder.
    expect(await bucket().sizeOf(name)).toBeGreaterThan(0);
    expect(await bucket().sizeOf(path.basename(image!.thumb_url))).toBeGreaterThan(0);
    expect(existsSync(filesDir) ? readdirSync(filesDir, { recursive: true }) : []).toEqual([]);

    const served = await t.inject({ method: 'GET', url: image!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals((await bucket().get(name))!)).toBe(true);
    const again = await t.inject({
      method: 'GET',
      url: image!.url,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    // Removed from the bucket with the product's picture.
    const [stored] = (await owner({ method: 'GET', url: `/api/products/${productId}/image` })).json();
    const del = await owner({ method: 'DELETE', url: `/api/images/${stored.id}` });
    expect(del.statusCode, del.body).toBeLessThan(300);
    expect(await bucket().sizeOf(name)).toBeUndefined();
    expect((await t.inject({ method: 'GET', url: image!.url })).statusCode).toBe(404);
  });

  it('serves a payment proof only to its signed link, never cached', async () => {
    const admin = (o: Parameters<TestApp['inject']>[0]) => t.injectAs(ROLES.ADMIN, o);
    const planId = (
      await admin({ method: 'POST', url: '/api/plans', payload: { name: 'Mensual', months: 1, price: 10 } })
    ).json().data.id;
    const bankId = (await admin({ method: 'POST', url: '/api/banks', payload: bankAccount() })).json().id;
    const fields = { plan_id: planId, currency: 'USD', bank_id: bankId, reference: 'S3-001' };
    const res = await owner({
      method: 'POST',
      url: '/api/payments/payments',
      ...multipart([
        ...Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
        { name: 'image', value: await testImage('png', 64, 30), filename: 'pago.png', type: 'image/png' },
      ]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const link: string = res.json().data.proof;
    const name = `private/${path.basename(new URL(link, 'http://x').pathname)}`;
    expect(await bucket().sizeOf(name)).toBeGreaterThan(0);

    const ok = await t.inject({ method: 'GET', url: link });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('private, no-store');
    expect(ok.rawPayload.equals((await bucket().get(name))!)).toBe(true);
    for (const refused of [
      link.split('?')[0]!,
      `/api/files/${path.basename(name)}`,
      // Names no store could hold: refused before asking it, never an error.
      '/api/files/%00.png',
      '/api/files/..%2F..%2Fetc%2Fpasswd.png',
      `/api/files/${'a'.repeat(300)}.png`,
      `/api/files/private/%00.png?${link.split('?')[1]}`,
    ]) {
      const res = await t.inject({ method: 'GET', url: refused });
      expect(res.statusCode, refused).toBe(404);
    }
  });
});

describe('a bucket out of reach', () => {
  it('answers an upload with a Spanish 503 that says to try again, and saves nothing', async () => {
    const down = await createTestApp({ env: { FILES_URL: 's3://vitrina?endpoint=http://127.0.0.1:1' } });
    try {
      const storeId = (await down.login('tienda@vitrina.test')).store_id!;
      const { newCatalogue, newProduct } = catalogCalls(() => ({ t: down, storeId }));
      const productId = (await newProduct((await newCatalogue('Sin red')).id)).id;
      const res = await down.injectAs(ROLES.CLIENT, {
        method: 'POST',
        url: `/api/products/${productId}/image`,
        ...multipart([{ name: 'images[]', value: await testImage(), filename: 'a.png', type: 'image/png' }]),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        message: 'No se pudo guardar el archivo en este momento. Intente de nuevo en unos minutos.',
        messageKey: 'serverMessages.storageUnavailable',
      });
      const images = await down.injectAs(ROLES.CLIENT, {
        method: 'GET',
        url: `/api/products/${productId}/image`,
      });
      expect(images.json()).toEqual([]);
      expect(down.logs()).toContain('ECONNREFUSED');
    } finally {
      await down.close();
    }
  }, 60_000);
});

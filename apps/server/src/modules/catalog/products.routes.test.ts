import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Page, type Product, type ProductImage, ROLES } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { catalogCalls } from '#server/test/catalog.ts';
import { multipart, testImage } from '#server/test/multipart.ts';
import { callers, type Method, withTwoOwners } from '#server/test/requests.ts';
import { statementsOf } from '#server/test/statements.ts';
import { storedFiles } from '#server/test/stored-files.ts';

const s = withTwoOwners();
const { owner, as } = callers(() => s.t);
const asOther = (method: Method, url: string, payload?: object) => as(s.other, method, url, payload);
const { newCatalogue, newProduct } = catalogCalls(() => s);

describe('products', () => {
  it('lists a page of products with their images in one statement after the session lookup', async () => {
    const c = await newCatalogue('Consultas');
    for (let i = 0; i < 3; i++) {
      const p = await newProduct(c.id, { name: `Con foto ${i}` });
      await s.t.injectAs(ROLES.CLIENT, {
        method: 'POST',
        url: `/api/products/${p.id}/image`,
        ...multipart([{ name: 'images[]', value: await testImage(), filename: 'a.png' }]),
      });
    }
    let body: Page<Product> | undefined;
    const statements = await statementsOf(s.t.database.db, async () => {
      body = (await owner('GET', `/api/store/${s.storeId}/products?catalogue_id=${c.id}&per_page=2`)).json();
    });
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(2);
    expect(body!.meta.total).toBe(3);
    expect(body!.data.map((p) => p.images.length)).toEqual([1, 1]);
    const next = await statementsOf(s.t.database.db, async () => {
      body = (
        await owner(
          'GET',
          `/api/store/${s.storeId}/products?catalogue_id=${c.id}&per_page=2&cursor=${body!.meta.next_cursor}`,
        )
      ).json();
    });
    expect(next.length).toBeLessThanOrEqual(2);
    // A later page does not count the matches again: the cursor carries the first page's count.
    expect(
      next.filter((q) => q.includes('count(')),
      next.join('\n'),
    ).toEqual([]);
    expect(body!.data.map((p) => p.name)).toEqual(['Con foto 0']);
    expect(body!.meta).toMatchObject({ total: 3, total_is_estimate: true, next_cursor: null });
  });

  it('creates a product with its catalogue name and a price in USD', async () => {
    const c = await newCatalogue('Charcutería');
    const p = await newProduct(c.id, { name: 'Queso llanero', price: 4.5, quantity: 12 });
    expect(p).toMatchObject({
      catalogue_id: c.id,
      catalogueName: 'Charcutería',
      price: 4.5,
      quantity: 12,
      active: true,
    });
    const got = (await owner('GET', `/api/products/${p.id}`)).json<Product>();
    expect(got.name).toBe('Queso llanero');
  });

  it('answers the §5 messages for price and quantity and creates nothing', async () => {
    const c = await newCatalogue('Validación');
    const res = await owner('POST', `/api/catalogues/${c.id}/products`, {
      name: '',
      price: 'abc',
      quantity: -1,
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.name).toEqual(['El campo nombre es obligatorio']);
    expect(errors.price).toEqual(['El campo precio debe ser un número']);
    expect(errors.quantity).toEqual(['Ingrese una cantidad válida']);
    const cents = await owner('POST', `/api/catalogues/${c.id}/products`, {
      name: 'X',
      price: 1.234,
      quantity: 1,
    });
    expect(cents.json().errors.price).toEqual(['El campo precio admite como máximo 2 decimales']);
    const list = (await owner('GET', `/api/store/${s.storeId}/products?catalogue_id=${c.id}`)).json<
      Page<Product>
    >();
    expect(list.meta.total).toBe(0);
  });

  it('updates fields and moves a product to another catalogue of the store only', async () => {
    const a = await newCatalogue('A');
    const b = await newCatalogue('B');
    const p = await newProduct(a.id);
    const res = await owner('PATCH', `/api/products/${p.id}`, {
      price: 2,
      active: false,
      catalogue_id: b.id,
    });
    expect(res.json()).toMatchObject({ price: 2, active: false, catalogue_id: b.id, catalogueName: 'B' });
    const foreign = (
      await asOther('POST', `/api/store/${s.other.store_id}/catalogues`, { name: 'Ajeno' })
    ).json();
    const moved = await owner('PATCH', `/api/products/${p.id}`, { catalogue_id: foreign.id });
    expect(moved.statusCode).toBe(422);
    expect((await owner('GET', `/api/products/${p.id}`)).json().catalogue_id).toBe(b.id);
  });

  it('pages by cursor, newest first, without gaps or repeats, and searches by name', async () => {
    const c = await newCatalogue('Paginado');
    for (let i = 0; i < 23; i++) await newProduct(c.id, { name: `Artículo ${String(i).padStart(2, '0')}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/store/${s.storeId}/products?catalogue_id=${c.id}&per_page=10${cursor ? `&cursor=${cursor}` : ''}`;
      const body = (await owner('GET', url)).json<Page<Product>>();
      expect(body.meta.total).toBe(23);
      seen.push(...body.data.map((p) => p.name));
      cursor = body.meta.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 23 }, (_, i) => `Artículo ${String(22 - i).padStart(2, '0')}`));
    const found = (await owner('GET', `/api/store/${s.storeId}/products?q=artículo 1`)).json<Page<Product>>();
    expect(found.data.map((p) => p.name).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Artículo 1${i}`),
    );
    const second = (
      await owner('GET', `/api/store/${s.storeId}/products?catalogue_id=${c.id}&per_page=10&page=3`)
    ).json();
    expect(second.data).toHaveLength(3);
  });

  it('refuses more than 100 a page', async () => {
    expect((await owner('GET', `/api/store/${s.storeId}/products?per_page=101`)).statusCode).toBe(422);
  });
});

describe('product images', () => {
  const upload = (productId: number, files: Buffer[]) =>
    s.t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: `/api/products/${productId}/image`,
      ...multipart(
        files.map((f, i) => ({ name: 'images[]', value: f, filename: `foto${i}.png`, type: 'image/png' })),
      ),
    });
  const filesOnDisk = async () => (await storedFiles(s.t.files)).length;

  it('keeps at most 10 images under 20 simultaneous uploads, and removes the refused files', async () => {
    const p = await newProduct((await newCatalogue('Simultáneas')).id);
    await upload(p.id, [await testImage()]);
    const before = await filesOnDisk();
    const picture = await testImage('png', 64, 30);
    const results = await Promise.all(Array.from({ length: 20 }, () => upload(p.id, [picture])));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(9);
    expect(codes.filter((c) => c === 422)).toHaveLength(11);
    const refused = results.find((r) => r.statusCode === 422)!;
    expect(refused.json().errors.images).toEqual(['Un producto admite como máximo 10 imágenes']);
    const images = (await owner('GET', `/api/products/${p.id}/image`)).json<ProductImage[]>();
    expect(images).toHaveLength(10);
    expect(new Set(images.map((i) => i.position)).size).toBe(10);
    // A picture and its resized copy per stored image; nothing left of the refused ones.
    expect((await filesOnDisk()) - before).toBe(9 * 2);
  });

  it('stores several images with resized copies, reorders and deletes them', async () => {
    const c = await newCatalogue('Fotos');
    const p = await newProduct(c.id);
    const res = await upload(p.id, [await testImage('png', 800), await testImage('jpeg', 64, 10)]);
    expect(res.statusCode, res.body).toBe(200);
    const images = res.json<ProductImage[]>();
    expect(images).toHaveLength(2);
    const file = await s.t.inject({ method: 'GET', url: images[0]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const thumb = await s.t.inject({ method: 'GET', url: images[0]!.thumb_url });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.rawPayload.length).toBeLessThan(file.rawPayload.length);

    const reordered = await owner('PATCH', `/api/products/${p.id}/images/order`, {
      order: [images[1]!.id, images[0]!.id],
    });
    expect(reordered.json<ProductImage[]>().map((i) => i.id)).toEqual([images[1]!.id, images[0]!.id]);
    const incomplete = await owner('PATCH', `/api/products/${p.id}/images/order`, { order: [images[1]!.id] });
    expect(incomplete.statusCode).toBe(422);

    expect((await owner('DELETE', `/api/images/${images[0]!.id}`)).statusCode).toBe(200);
    const left = (await owner('GET', `/api/products/${p.id}/image`)).json<ProductImage[]>();
    expect(left.map((i) => i.id)).toEqual([images[1]!.id]);
    const name = path.basename(images[0]!.url);
    expect(existsSync(path.join(s.t.dataDir, 'files', name))).toBe(false);
  });

  it('checks the type from the bytes, not the name', async () => {
    const c = await newCatalogue('Tipos');
    const p = await newProduct(c.id);
    const res = await upload(p.id, [Buffer.from('esto no es una imagen pero se llama .png')]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.images).toEqual(['El archivo debe ser una imagen JPEG, PNG o WEBP']);
    expect((await owner('GET', `/api/products/${p.id}/image`)).json()).toEqual([]);
  });

  it('answers 413 to an image over 5 MB and stores nothing', async () => {
    const c = await newCatalogue('Grandes');
    const p = await newProduct(c.id);
    const big = Buffer.concat([await testImage('png'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(p.id, [big]);
    expect(res.statusCode).toBe(413);
    expect((await owner('GET', `/api/products/${p.id}/image`)).json()).toEqual([]);
  });
});

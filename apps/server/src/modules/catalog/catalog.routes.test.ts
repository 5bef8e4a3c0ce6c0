import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type Catalogue, type Page, type Product, type ProductImage, ROLES } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { multipart, testImage } from '#server/test/multipart.ts';
import { callers, type Method, withTwoOwners } from '#server/test/requests.ts';
import { statementsOf } from '#server/test/statements.ts';

const s = withTwoOwners();
const { owner, as } = callers(() => s.t);
const asOther = (method: Method, url: string, payload?: object) => as(s.other, method, url, payload);

async function newCatalogue(name: string): Promise<Catalogue> {
  const res = await owner('POST', `/api/store/${s.storeId}/catalogues`, { name });
  expect(res.statusCode).toBe(200);
  return res.json();
}
async function newProduct(
  catalogueId: number,
  body: Partial<Record<string, unknown>> = {},
): Promise<Product> {
  const res = await owner('POST', `/api/catalogues/${catalogueId}/products`, {
    name: 'Harina PAN 1kg',
    price: 1.75,
    quantity: 40,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('catalogues', () => {
  it('creates, renames and lists catalogues with their product counts', async () => {
    const c = await newCatalogue('Víveres');
    expect(c).toMatchObject({ name: 'Víveres', products_count: 0 });
    await newProduct(c.id);
    expect((await owner('PATCH', `/api/catalogues/${c.id}`, { name: 'Víveres secos' })).statusCode).toBe(200);
    const list = (await owner('GET', `/api/store/${s.storeId}/catalogues`)).json<Catalogue[]>();
    expect(list.find((x) => x.id === c.id)).toMatchObject({ name: 'Víveres secos', products_count: 1 });
  });

  it('refuses an empty name with the Spanish message', async () => {
    const res = await owner('POST', `/api/store/${s.storeId}/catalogues`, { name: '  ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual(['El campo nombre es obligatorio']);
  });

  it('refuses to delete a catalogue that still has products, and deletes an empty one', async () => {
    const c = await newCatalogue('Bebidas');
    const p = await newProduct(c.id, { name: 'Malta' });
    const refused = await owner('DELETE', `/api/catalogues/${c.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('todavía tiene productos');
    expect((await owner('DELETE', `/api/products/${p.id}`)).statusCode).toBe(200);
    expect((await owner('DELETE', `/api/catalogues/${c.id}`)).statusCode).toBe(200);
    const list = (await owner('GET', `/api/store/${s.storeId}/catalogues`)).json<Catalogue[]>();
    expect(list.some((x) => x.id === c.id)).toBe(false);
  });

  it('answers 409 or 404, never a 500, when a catalogue is deleted while products are added to it', async () => {
    const ticks = async (n: number) => {
      for (let i = 0; i < n; i++) await new Promise<void>((resolve) => setImmediate(resolve));
    };
    for (let round = 0; round < 16; round++) {
      const c = await newCatalogue(`Carrera ${round}`);
      const adds = Array.from({ length: 3 }, (_, i) =>
        owner('POST', `/api/catalogues/${c.id}/products`, { name: `P${i}`, price: 1, quantity: 1 }),
      );
      // The delete leaves a little later each round, so that it lands at every point of the adds
      // (on PostgreSQL they truly overlap; the embedded database runs one statement at a time).
      await ticks(round);
      const removal = await owner('DELETE', `/api/catalogues/${c.id}`);
      const added = await Promise.all(adds);
      const created = added.filter((r) => r.statusCode === 200);
      for (const r of added.filter((r) => r.statusCode !== 200)) {
        expect(r.statusCode, r.body).toBe(404);
        expect(r.json().message).toBe('El catálogo no existe');
      }
      if (removal.statusCode === 200) {
        expect(created).toHaveLength(0);
      } else {
        expect(removal.statusCode, removal.body).toBe(409);
        expect(removal.json().message).toContain('todavía tiene productos');
        const list = (await owner('GET', `/api/store/${s.storeId}/catalogues`)).json<Catalogue[]>();
        expect(list.find((x) => x.id === c.id)?.products_count).toBe(created.length);
      }
    }
  });
});

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
  const filesOnDisk = () => readdirSync(path.join(s.t.dataDir, 'files')).length;

  it('keeps at most 10 images under 20 simultaneous uploads, and removes the refused files', async () => {
    const p = await newProduct((await newCatalogue('Simultáneas')).id);
    await upload(p.id, [await testImage()]);
    const before = filesOnDisk();
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
    expect(filesOnDisk() - before).toBe(9 * 2);
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

describe('extras', () => {
  it('creates, lists with the catalogue name, updates and deletes extras', async () => {
    const c = await newCatalogue('Adicionales');
    const res = await owner('POST', `/api/catalogues/${c.id}/extras`, { name: 'Queso extra', price: 0.5 });
    expect(res.statusCode).toBe(200);
    const extra = res.json();
    expect(extra).toMatchObject({ catalogueName: 'Adicionales', price: 0.5, active: true });
    const list = (await owner('GET', `/api/store/${s.storeId}/extras`)).json();
    expect(list.some((e: { id: number }) => e.id === extra.id)).toBe(true);
    await owner('PATCH', `/api/extras/${extra.id}`, { active: false });
    expect((await owner('PATCH', `/api/extras/${extra.id}`, { price: 0.75 })).json()).toMatchObject({
      price: 0.75,
      active: false,
    });
    expect((await owner('DELETE', `/api/extras/${extra.id}`)).statusCode).toBe(200);
    expect((await owner('DELETE', `/api/extras/${extra.id}`)).statusCode).toBe(404);
  });

  it('requires a price', async () => {
    const c = await newCatalogue('Sin precio');
    const res = await owner('POST', `/api/catalogues/${c.id}/extras`, { name: 'Algo' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.price).toBeDefined();
  });
});

describe('isolation', () => {
  it("answers 404 to another store owner for every id of the demo store's catalogue", async () => {
    const c = await newCatalogue('Privado');
    const p = await newProduct(c.id);
    const img = (
      await s.t.injectAs(ROLES.CLIENT, {
        method: 'POST',
        url: `/api/products/${p.id}/image`,
        ...multipart([{ name: 'images[]', value: await testImage(), filename: 'a.png' }]),
      })
    ).json<ProductImage[]>()[0]!;
    const extra = (await owner('POST', `/api/catalogues/${c.id}/extras`, { name: 'E', price: 1 })).json();
    const calls: [string, string, object?][] = [
      ['GET', `/api/store/${s.storeId}/catalogues`],
      ['POST', `/api/store/${s.storeId}/catalogues`, { name: 'x' }],
      ['PATCH', `/api/catalogues/${c.id}`, { name: 'x' }],
      ['DELETE', `/api/catalogues/${c.id}`],
      ['GET', `/api/store/${s.storeId}/products`],
      ['POST', `/api/catalogues/${c.id}/products`, { name: 'x', price: 1, quantity: 1 }],
      ['GET', `/api/products/${p.id}`],
      ['PATCH', `/api/products/${p.id}`, { name: 'x' }],
      ['DELETE', `/api/products/${p.id}`],
      ['GET', `/api/products/${p.id}/image`],
      ['PATCH', `/api/products/${p.id}/images/order`, { order: [img.id] }],
      ['DELETE', `/api/images/${img.id}`],
      ['GET', `/api/store/${s.storeId}/extras`],
      ['POST', `/api/catalogues/${c.id}/extras`, { name: 'x', price: 1 }],
      ['PATCH', `/api/extras/${extra.id}`, { name: 'x' }],
      ['DELETE', `/api/extras/${extra.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await asOther(method as 'GET', url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      const cashier = await s.t.injectAs(ROLES.CASHIER, { method: method as 'GET', url, payload });
      expect(cashier.statusCode, `cashier ${method} ${url}`).toBe(403);
    }
    const form = multipart([{ name: 'images[]', value: await testImage(), filename: 'a.png' }]);
    const uploadForeign = await s.t.inject({
      method: 'POST',
      url: `/api/products/${p.id}/image`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${s.other.access_token}` },
    });
    expect(uploadForeign.statusCode).toBe(404);
    // Still all there for the owner.
    expect((await owner('GET', `/api/products/${p.id}`)).statusCode).toBe(200);
    expect((await owner('GET', `/api/products/${p.id}/image`)).json()).toHaveLength(1);
  });
});

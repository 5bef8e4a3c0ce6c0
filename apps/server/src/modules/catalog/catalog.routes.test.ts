import { type Catalogue, type ProductImage, ROLES } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { catalogCalls } from '#server/test/catalog.ts';
import { multipart, testImage } from '#server/test/multipart.ts';
import { callers, type Method, withTwoOwners } from '#server/test/requests.ts';

// A store's catalogues and their extras, and that no other store reaches them. Products and
// their images: products.routes.test.ts.

const s = withTwoOwners();
const { owner, as } = callers(() => s.t);
const asOther = (method: Method, url: string, payload?: object) => as(s.other, method, url, payload);
const { newCatalogue, newProduct } = catalogCalls(() => s);

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

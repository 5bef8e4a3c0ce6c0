import { type AdminCustomer, type Customer, type CustomerLists, type Page, ROLES } from '@vitrina/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callers, withTwoOwners } from '#server/test/requests.ts';
import { upsertCustomer } from './customers.repository.ts';
import { customers } from './customers.tables.ts';

const s = withTwoOwners();
const ids: Record<string, number> = {};

beforeAll(async () => {
  const { t, storeId, other } = s;
  // Shoppers arrive through the bot and the storefront; here they are recorded directly.
  const db = t.database.db;
  for (let i = 0; i < 12; i++) {
    await upsertCustomer(db, {
      storeId,
      channel: 'telegram',
      externalId: `tg-${i}`,
      name: `Cliente ${String(i).padStart(2, '0')}`,
      lastname: 'Telegram',
      username: i === 3 ? 'maria_bot_fan' : `user${i}`,
    });
  }
  for (let i = 0; i < 3; i++) {
    const row = await upsertCustomer(db, {
      storeId,
      channel: 'web',
      externalId: `web-${i}`,
      name: `Web ${i}`,
      lastname: i === 1 ? 'Rodríguez' : 'Navegante',
      email: `web${i}@example.com`,
      phone: `+58 412 000 000${i}`,
    });
    ids[`web${i}`] = row.id;
  }
  await db
    .update(customers)
    .set({ purchasesCount: 3, purchasesTotalCents: 12_345 })
    .where(eq(customers.id, ids.web0!));
  ids.foreign = (
    await upsertCustomer(db, {
      storeId: other.store_id!,
      channel: 'web',
      externalId: 'web-x',
      name: 'Ajeno',
      lastname: 'Comprador',
      email: 'ajeno@example.com',
    })
  ).id;
});

const owner = (url: string) => s.t.injectAs(ROLES.CLIENT, { method: 'GET', url });
const admin = (url: string) => s.t.injectAs(ROLES.ADMIN, { method: 'GET', url });
const asOther = (url: string) => callers(() => s.t).as(s.other, 'GET', url);

describe('customers of a store', () => {
  it('lists both channels, newest first, with purchases in USD', async () => {
    const res = await owner(`/api/store/${s.storeId}/clients`);
    expect(res.statusCode).toBe(200);
    const { telegram, web } = res.json<CustomerLists>();
    expect(telegram!.meta).toMatchObject({ per_page: 25, total: 12, next_cursor: null });
    expect(telegram!.data[0]!.name).toBe('Cliente 11');
    expect(web!.data.map((c) => c.name)).toEqual(['Web 2', 'Web 1', 'Web 0']);
    expect(web!.data[2]).toMatchObject({
      id: ids.web0,
      channel: 'web',
      lastname: 'Navegante',
      email: 'web0@example.com',
      phone: '+58 412 000 0000',
      username: null,
      purchases_count: 3,
      purchases_total: 123.45,
    });
    expect(web!.data.some((c) => c.name === 'Ajeno')).toBe(false);
  });

  it('pages one channel by cursor without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/store/${s.storeId}/clients?channel=telegram&per_page=5${cursor ? `&cursor=${cursor}` : ''}`;
      const body = (await owner(url)).json<CustomerLists>();
      expect(body.web).toBeUndefined();
      seen.push(...body.telegram!.data.map((c) => c.name));
      cursor = body.telegram!.meta.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => `Cliente ${String(11 - i).padStart(2, '0')}`));
  });

  it('searches name, lastname, email, phone and username, ignoring case', async () => {
    const search = async (q: string) => {
      const body = (
        await owner(`/api/store/${s.storeId}/clients?q=${encodeURIComponent(q)}`)
      ).json<CustomerLists>();
      return [...body.telegram!.data, ...body.web!.data].map((c) => c.name);
    };
    expect(await search('RODRÍGUEZ')).toEqual(['Web 1']);
    expect(await search('WEB2@')).toEqual(['Web 2']);
    expect(await search('000 0001')).toEqual(['Web 1']);
    // Phones as people type them: local format, dashes, brackets, no spaces.
    expect(await search('0412-000-0001')).toEqual(['Web 1']);
    expect(await search('(0412) 0000002')).toEqual(['Web 2']);
    expect(await search('4120000000')).toEqual(['Web 0']);
    expect(await search('+584120000001')).toEqual(['Web 1']);
    expect(await search('0414-000-0001')).toEqual([]);
    expect(await search('maria_bot')).toEqual(['Cliente 03']);
    expect(await search('cliente 1')).toEqual(['Cliente 11', 'Cliente 10']);
    expect(await search('%')).toEqual([]);
    expect(await search('ajeno')).toEqual([]);
  });

  it('refuses a bad channel, a cursor without channel and pages over 100', async () => {
    const bad = await owner(`/api/store/${s.storeId}/clients?channel=whatsapp`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.channel).toEqual(['El campo canal tiene un valor no permitido']);
    const noChannel = await owner(`/api/store/${s.storeId}/clients?cursor=abc`);
    expect(noChannel.json().errors.channel).toEqual(['El campo canal es obligatorio']);
    expect((await owner(`/api/store/${s.storeId}/clients?per_page=101`)).statusCode).toBe(422);
  });

  it('shows one customer of the store', async () => {
    const res = await owner(`/api/customers/${ids.web1}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Customer>()).toMatchObject({ id: ids.web1, name: 'Web 1', lastname: 'Rodríguez' });
    expect((await owner('/api/customers/999999')).statusCode).toBe(404);
  });

  it("answers 404 for another store's customers, 401 without token and 403 to other roles", async () => {
    expect((await owner(`/api/customers/${ids.foreign}`)).statusCode).toBe(404);
    expect((await owner(`/api/store/${s.other.store_id}/clients`)).statusCode).toBe(404);
    expect((await asOther(`/api/store/${s.storeId}/clients`)).statusCode).toBe(404);
    expect((await asOther(`/api/customers/${ids.web0}`)).statusCode).toBe(404);
    for (const url of [
      `/api/store/${s.storeId}/clients`,
      `/api/customers/${ids.web0}`,
      '/api/admin/customers',
    ]) {
      expect((await s.t.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      const cashier = await s.t.injectAs(ROLES.CASHIER, { method: 'GET', url });
      expect(cashier.statusCode, url).toBe(403);
    }
    expect((await admin(`/api/store/${s.storeId}/clients`)).statusCode).toBe(403);
    expect((await owner('/api/admin/customers')).statusCode).toBe(403);
  });
});

describe('customers for the admin', () => {
  it('lists the shoppers of every store with the store name, paged and searchable', async () => {
    const first = (await admin('/api/admin/customers?per_page=10')).json<Page<AdminCustomer>>();
    expect(first.meta).toMatchObject({ per_page: 10, total: 16 });
    expect(first.data[0]).toMatchObject({
      id: ids.foreign,
      storeName: 'Otra tienda',
      store_id: s.other.store_id,
    });
    const second = (await admin(`/api/admin/customers?per_page=10&cursor=${first.meta.next_cursor}`)).json<
      Page<AdminCustomer>
    >();
    expect(second.data).toHaveLength(6);
    expect(second.meta.next_cursor).toBeNull();
    expect(new Set([...first.data, ...second.data].map((c) => c.id)).size).toBe(16);

    const found = (await admin('/api/admin/customers?q=navegante')).json<Page<AdminCustomer>>();
    expect(found.data.map((c) => c.name)).toEqual(['Web 2', 'Web 0']);
    expect(found.data[0]!.storeName).toBe('Bodegón La Esquina');
    const web = (await admin(`/api/admin/customers?channel=web&store_id=${s.storeId}`)).json<
      Page<AdminCustomer>
    >();
    expect(web.meta.total).toBe(3);
    const bad = await admin('/api/admin/customers?channel=fax');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.channel).toEqual(['El campo canal tiene un valor no permitido']);
  });
});

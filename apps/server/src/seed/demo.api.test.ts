import { bankBody, type City, type Page, type Product, type Session, type Store } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '#server/db/client.ts';
import * as banksRepo from '#server/modules/banks/banks.repository.ts';
import { listCatalogues, listExtras } from '#server/modules/catalog/catalogues.repository.ts';
import { imagesOf } from '#server/modules/catalog/product-images.repository.ts';
import { pageProducts } from '#server/modules/catalog/products.repository.ts';
import * as customersRepo from '#server/modules/customers/customers.repository.ts';
import * as dealersRepo from '#server/modules/dealers/dealers.repository.ts';
import * as faqsRepo from '#server/modules/faqs/faqs.repository.ts';
import * as scheduleRepo from '#server/modules/schedule/schedule.repository.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import * as usersRepo from '#server/modules/users/users.repository.ts';
import { createEmptyApp } from '#server/test/harness.ts';
import { storedFiles } from '#server/test/stored-files.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

let database: Database;
let files: FileStore;
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, database, files, close } = await createEmptyApp('vitrina-demo-'));
});
afterAll(() => close?.());

const filesOnDisk = () => storedFiles(files);

async function contentOf(storeId: number) {
  const db = database.db;
  const page = await pageProducts(db, storeId, {}, 100);
  return {
    catalogues: await listCatalogues(db, storeId),
    products: page.map((r) => r.product),
    images: await imagesOf(
      db,
      page.map((r) => r.product.id),
    ),
    extras: await listExtras(db, storeId),
    faqs: await faqsRepo.listByStore(db, storeId),
    week: await scheduleRepo.listByStore(db, storeId),
    storeBanks: await banksRepo.list(db, { storeId, companyId: null }),
    platformBanks: await banksRepo.list(db, { storeId: null, companyId: null }),
    telegram: await customersRepo.countCustomers(db, { storeId, channel: 'telegram' }),
    web: await customersRepo.countCustomers(db, { storeId, channel: 'web' }),
    dealers: await dealersRepo.listDealers(db, { storeId }),
  };
}

describe('demo seed', () => {
  it('leaves neither rows nor picture files when it fails half-way', async () => {
    let saved = 0;
    const failing: FileStore = {
      ...files,
      async saveImage(bytes, field) {
        if (++saved > 5) throw new Error('disk full');
        return files.saveImage(bytes, field);
      },
    };
    await expect(seedDemo(database.db, failing, { timeZone: 'America/Caracas' })).rejects.toThrow(
      'disk full',
    );
    expect(await usersRepo.findByEmail(database.db, 'tienda@vitrina.test')).toBeUndefined();
    expect(await usersRepo.findByEmail(database.db, 'admin@vitrina.test')).toBeUndefined();
    expect(await filesOnDisk()).toEqual([]);
  });

  let storeId: number;
  it('fills the demo store on an empty database', async () => {
    expect(await seedDemo(database.db, files, { timeZone: 'America/Caracas' })).toBe(true);
    const owner = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'tienda@vitrina.test', password: DEMO_PASSWORD },
    });
    expect(owner.statusCode).toBe(200);
    storeId = owner.json<Session>().store_id!;
    // The profile screen opens filled in: category and a real place from the shipped data.
    const headers = { authorization: `Bearer ${owner.json<Session>().access_token}` };
    const mine = (await app.inject({ url: '/api/store/mystore', headers })).json<Store>();
    expect(mine.categoryName).toBe('Bodegón y víveres');
    // Its logo is a picture on disk, without a list copy.
    const logo = mine.image?.split('/').at(-1) ?? '';
    expect(await filesOnDisk()).toContain(logo);
    expect(await filesOnDisk()).not.toContain(logo.replace(/\.\w+$/, '.thumb.webp'));
    const cities = await app.inject({ url: `/api/cities/${mine.state_id}`, headers });
    expect(cities.json<City[]>().find((c) => c.id === mine.city_id)?.name).toBe('Chacao');

    const c = await contentOf(storeId);
    expect(c.catalogues.length).toBeGreaterThanOrEqual(3);
    expect(c.products.length).toBeGreaterThanOrEqual(40);
    const onDisk = new Set(await filesOnDisk());
    for (const p of c.products) {
      const own = c.images.filter((i) => i.productId === p.id);
      expect(own.length, p.name).toBeGreaterThanOrEqual(1);
      for (const i of own) {
        expect(onDisk.has(i.file) && onDisk.has(i.thumb), i.file).toBe(true);
        expect(i.mime).toBe('image/jpeg');
      }
    }
    expect(c.extras.length).toBeGreaterThan(0);
    expect(c.faqs).toHaveLength(5);
    expect(c.faqs.map((f) => f.answer).join(' ')).toMatch(/Pago Móvil[\s\S]*Zelle/);
    // Monday to Friday twice a day, Saturday once, Sunday closed.
    expect(c.week).toHaveLength(11);
    expect(c.week.some((r) => r.weekday === 0)).toBe(false);
    expect(c.week.filter((r) => r.weekday === 6)).toEqual([
      { weekday: 6, opensAt: '08:00', closesAt: '14:00' },
    ]);
    expect(c.storeBanks.map((b) => b.accountType).sort()).toEqual(['USD', 'VES']);
    expect(c.platformBanks).toHaveLength(2);
    expect(c.telegram).toBeGreaterThanOrEqual(30);
    expect(c.web).toBeGreaterThanOrEqual(20);
    expect(c.dealers).toHaveLength(3);

    // Every account passes the checks the panel's form applies.
    for (const b of [...c.storeBanks, ...c.platformBanks]) {
      const parsed = bankBody.safeParse({
        bank_name: b.bankName,
        account_type: b.accountType,
        account_number: b.accountNumber,
        owner_full_name: b.ownerFullName,
        owner_idenfication_type: b.ownerIdenficationType,
        owner_idenfication: b.ownerIdenfication,
      });
      expect(parsed.success, b.bankName).toBe(true);
    }

    const token = owner.json<Session>().access_token;
    const list = await app.inject({
      method: 'GET',
      url: `/api/store/${storeId}/products?per_page=100`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode).toBe(200);
    const body = list.json<Page<Product>>();
    expect(body.meta.total).toBe(c.products.length);
    expect(body.data.every((p) => p.images.length >= 1)).toBe(true);
    const picture = await app.inject({ method: 'GET', url: body.data[0]!.images[0]!.url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');

    const company = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'delivery@vitrina.test', password: DEMO_PASSWORD },
    });
    const companyBanks = await app.inject({
      method: 'GET',
      url: '/api/company/banks',
      headers: { authorization: `Bearer ${company.json<Session>().access_token}` },
    });
    expect(companyBanks.json()).toMatchObject([{ account_type: 'USD' }]);
  });

  it('has 90 days of sales on both channels in every state, with rollups that match them', async () => {
    const rows = await queryRows<{ status: number; channel: string; n: number; days: number }>(
      database.db,
      sql`select status, channel, count(*)::int as n, count(distinct sale_day)::int as days
          from bills where store_id = ${storeId} group by status, channel`,
    );
    const total = rows.reduce((sum, r) => sum + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(2000);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(new Set(rows.map((r) => r.channel))).toEqual(new Set(['telegram', 'web']));
    const [span] = await queryRows<{ days: number }>(
      database.db,
      sql`select count(distinct sale_day)::int as days from bills where store_id = ${storeId}`,
    );
    expect(span!.days).toBeGreaterThanOrEqual(89);
    const [drift] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from (
            (select day, channel, status, payment_status, count, total_cents from sales_daily where store_id = ${storeId}
             except
             select sale_day, channel, status, payment_status, count(*)::int, sum(total_cents)::bigint
             from bills where store_id = ${storeId} group by 1, 2, 3, 4)) d`,
    );
    expect(drift!.n).toBe(0);
    const [history] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from bills b where b.store_id = ${storeId}
            and b.status <> (select h.to_status from bill_history h where h.bill_id = b.id order by h.id desc limit 1)`,
    );
    expect(history!.n).toBe(0);
  });

  it("has a statement of the store's bolívar account with exact, probable and unmatched lines", async () => {
    const rows = await queryRows<{ state: string; n: number }>(
      database.db,
      sql`select l.state, count(*)::int as n from statement_lines l join banks b on b.id = l.bank_id
          where b.store_id = ${storeId} and b.account_type = 'VES' group by l.state`,
    );
    const of = (state: string) => rows.find((r) => r.state === state)?.n ?? 0;
    expect([of('exact'), of('probable'), of('none')]).toEqual([3, 3, 2]);
    // Each exact line names a sale still waiting, at its amount in bolívares.
    const [waiting] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from statement_lines l join bills s on s.id = l.payment_id
          where l.state = 'exact' and s.status = 2 and s.ves_cents = l.amount_cents`,
    );
    expect(waiting!.n).toBe(3);
  });

  it('takes cash at pick-up and on delivery, with one accepted pick-up order whose cash is still due', async () => {
    const [settings] = await queryRows<{
      cash_on_pickup: boolean;
      cash_on_delivery: boolean;
      hours: number | null;
    }>(
      database.db,
      sql`select cash_on_pickup, cash_on_delivery, unpaid_order_hours as hours from sale_settings
          where store_id = ${storeId}`,
    );
    expect(settings).toEqual({ cash_on_pickup: true, cash_on_delivery: true, hours: null });
    const due = await queryRows<{ status: number; mode: string; channel: string }>(
      database.db,
      sql`select status, shipping_mode as mode, channel from bills
          where store_id = ${storeId} and payment_method = 'cash' and payment_status = 0`,
    );
    expect(due).toEqual([{ status: 1, mode: 'pickup', channel: 'web' }]);
    // The demo's history tells nobody: no mail or chat message waits in the outbox.
    const [queued] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from outbox where channel in ('email', 'telegram')`,
    );
    expect(queued!.n).toBe(0);
  });

  it('has audit entries of its own staff actions: sale steps, a product deleted, a store suspended and activated', async () => {
    const kinds = await queryRows<{ kind: string; n: number }>(
      database.db,
      sql`select kind, count(*)::int as n from audit_log group by kind`,
    );
    const of = (kind: string) => kinds.find((k) => k.kind === kind)?.n ?? 0;
    expect(of('sale.verify')).toBeGreaterThan(0);
    expect(of('product.delete')).toBe(1);
    expect(of('store.status')).toBe(2);
    // Each sale entry names a real status change of the store's own sales, by its staff.
    const [stray] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from audit_log a where a.kind like 'sale.%' and not exists (
            select 1 from bill_history h join bills b on b.id = h.bill_id
            where h.bill_id = a.entity_id and b.store_id = a.store_id and h.actor_user_id = a.actor_user_id
              and h.to_status = (a.changes->'status'->>'to')::int)`,
    );
    expect(stray!.n).toBe(0);
    // The deleted product is gone; the store suspended for a day is active again.
    const [product] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products p join audit_log a on a.entity_id = p.id and a.kind = 'product.delete'`,
    );
    expect(product!.n).toBe(0);
    const [store] = await queryRows<{ status_id: number }>(
      database.db,
      sql`select s.status_id from stores s join audit_log a on a.entity_id = s.id and a.kind = 'store.status' limit 1`,
    );
    expect(store!.status_id).toBe(1);
  });

  it('adds nothing when run again', async () => {
    const before = await contentOf(storeId);
    const fileCount = (await filesOnDisk()).length;
    expect(await seedDemo(database.db, files, { timeZone: 'America/Caracas' })).toBe(false);
    expect(await contentOf(storeId)).toEqual(before);
    expect(await filesOnDisk()).toHaveLength(fileCount);
  });
});

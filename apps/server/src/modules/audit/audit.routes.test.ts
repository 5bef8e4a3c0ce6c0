import { type AuditEntry, PURCHASE_STATUS, ROLES, type Session } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callers, withTwoOwners } from '#server/test/requests.ts';
import { salesFixture } from '#server/test/sales.ts';

const s = withTwoOwners();
const { owner, admin, cashier, as } = callers(() => s.t);

type AuditPage = { data: AuditEntry[]; meta: { total: number; next_cursor: string | null } };
const read = async (call: typeof admin, query = '') => {
  const res = await call('GET', `/api/audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditPage>();
};
const count = async () => {
  const rows = await s.t.database.db.execute(sql`select count(*)::int as n from audit_log`);
  return Number(
    (rows as unknown as { rows: { n: number }[] }).rows?.[0]?.n ?? (rows as unknown as { n: number }[])[0]?.n,
  );
};

let fx: Awaited<ReturnType<typeof salesFixture>>;
let other: Session;
beforeAll(async () => {
  // The demo owner's membership runs: its store may sell.
  const ownerId = (await s.t.login('tienda@vitrina.test')).user_id;
  await s.t.database.db.execute(
    sql`update users set membership_until = now() + interval '90 days' where id = ${ownerId}`,
  );
  fx = await salesFixture(s.t, s.storeId);
  other = s.other;
});

describe('audit entries of staff actions', () => {
  it('records a sale verified by the cashier, and nothing for the refused second try', async () => {
    const sale = { id: await fx.place() };
    const res = await cashier('POST', `/api/bill/${sale.id}/verify`);
    expect(res.statusCode, res.body).toBe(200);
    const before = await count();
    expect((await cashier('POST', `/api/bill/${sale.id}/verify`)).statusCode).toBe(409);
    expect(await count()).toBe(before);
    const [entry] = (await read(admin, 'kind=sale.verify')).data.filter((e) => e.entity_id === sale.id);
    expect(entry).toMatchObject({
      kind: 'sale.verify',
      entity: 'bill',
      store_id: s.storeId,
      actor: { role_id: ROLES.CASHIER },
      changes: {
        status: { from: PURCHASE_STATUS.NOT_VERIFIED, to: PURCHASE_STATUS.VERIFIED },
        payment_status: { from: 0, to: 1 },
      },
    });
    expect(entry!.actor!.name).not.toBe('');
    expect(entry!.store_name).toBeTruthy();

    const cancelled = { id: await fx.place() };
    await owner('POST', `/api/bill/${cancelled.id}/cancel`, { note: 'Sin existencia' });
    const [cancel] = (await read(admin, 'kind=sale.cancel')).data.filter((e) => e.entity_id === cancelled.id);
    expect(cancel!.changes).toMatchObject({ note: { to: 'Sin existencia' } });
  });

  it('records a product deleted, with its fields, and nothing for a 404 or a refused delete', async () => {
    const made = await owner('POST', `/api/catalogues/${fx.catalogue.id}/products`, {
      name: 'Tequeños',
      price: 4.5,
      quantity: 12,
    });
    const id = made.json().id as number;
    expect((await owner('DELETE', `/api/products/${id}`)).statusCode).toBe(200);
    const before = await count();
    expect((await owner('DELETE', `/api/products/${id}`)).statusCode).toBe(404);
    // A catalogue that still has products: 409, no entry.
    expect((await owner('DELETE', `/api/catalogues/${fx.catalogue.id}`)).statusCode).toBe(409);
    expect(await count()).toBe(before);
    const entries = (await read(owner, 'kind=product.delete')).data;
    expect(entries.filter((e) => e.entity_id === id)).toEqual([
      expect.objectContaining({
        entity: 'product',
        store_id: s.storeId,
        actor: expect.objectContaining({ role_id: ROLES.CLIENT }),
        changes: {
          name: { from: 'Tequeños' },
          price: { from: 4.5 },
          quantity: { from: 12 },
          catalogue_id: { from: fx.catalogue.id },
        },
      }),
    ]);
  });

  it('records deletes of questions and banks', async () => {
    const faq = await as(other, 'POST', `/api/store/${other.store_id}/faqs`, {
      question: '¿Abren?',
      answer: 'Sí',
    });
    expect(faq.statusCode, faq.body).toBe(201);
    expect((await as(other, 'DELETE', `/api/faqs/${faq.json().id}`)).statusCode).toBeLessThan(300);
    const bank = await owner('POST', '/api/banks', {
      bank_name: 'Banco Uno',
      account_type: 'USD',
      account_number: '01020000000000000001',
      owner_full_name: 'Tienda Demo',
      owner_idenfication_type: 'J',
      owner_idenfication: '123456789',
    });
    expect(bank.statusCode, bank.body).toBe(201);
    expect((await owner('DELETE', `/api/banks/${bank.json().id}`)).statusCode).toBeLessThan(300);
    const [b] = (await read(admin, 'kind=bank.delete')).data;
    expect(b).toMatchObject({ store_id: s.storeId, changes: { bank_name: { from: 'Banco Uno' } } });
    const [f] = (await read(admin, 'kind=faq.delete')).data;
    expect(f).toMatchObject({ store_id: other.store_id, changes: { question: { from: '¿Abren?' } } });
  });
});

describe('reading the audit log', () => {
  it('shows an owner only its own store’s entries, whatever it asks', async () => {
    const mine = await read(owner, 'per_page=100');
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((e) => e.store_id === s.storeId)).toBe(true);
    const asked = await read(owner, `store_id=${other.store_id}&per_page=100`);
    expect(asked.data.every((e) => e.store_id === s.storeId)).toBe(true);
    const theirs = await read((m, u) => as(other, m, u), 'per_page=100');
    expect(theirs.data.map((e) => e.kind)).toContain('faq.delete');
    expect(theirs.data.every((e) => e.store_id === other.store_id)).toBe(true);
    expect((await cashier('GET', '/api/audit')).statusCode).toBe(403);
    expect((await s.t.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
  });

  it('filters the admin’s view by actor, store, kind and days, and pages by cursor', async () => {
    const cashierId = (await s.t.login('cajero@vitrina.test')).user_id;
    const byActor = await read(admin, `actor_id=${cashierId}`);
    expect(byActor.data.length).toBeGreaterThan(0);
    expect(byActor.data.every((e) => e.actor?.id === cashierId)).toBe(true);
    const byStore = await read(admin, `store_id=${other.store_id}`);
    expect(byStore.data.every((e) => e.store_id === other.store_id)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await read(admin, `from=${yesterday}&to=${tomorrow}`)).meta.total).toBeGreaterThan(0);
    expect((await read(admin, `from=${tomorrow}`)).data).toEqual([]);
    expect((await read(admin, 'to=2001-01-01')).data).toEqual([]);
    expect(today).toMatch(/^\d{4}-/);

    const first = await read(admin, 'per_page=2');
    const seen = [...first.data];
    let cursor = first.meta.next_cursor;
    while (cursor) {
      const next = await read(admin, `per_page=2&cursor=${encodeURIComponent(cursor)}`);
      seen.push(...next.data);
      cursor = next.meta.next_cursor;
    }
    expect(seen).toHaveLength(first.meta.total);
    const ids = seen.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('answers Spanish 422s to a bad query', async () => {
    const res = await admin('GET', '/api/audit?kind=todo&from=2026-13-01&actor_id=-1');
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(Object.keys(errors).sort()).toEqual(['actor_id', 'from', 'kind']);
    expect(errors.kind).toEqual(['El campo acción tiene un valor no permitido']);
    const reversed = await admin('GET', '/api/audit?from=2026-02-01&to=2026-01-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.to).toEqual(['La fecha final debe ser igual o posterior a la inicial']);
  });
});

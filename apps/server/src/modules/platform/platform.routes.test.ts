import {
  type AdminStore,
  type AdminStoreDetail,
  type LicenceStats,
  ROLES,
  type Session,
} from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signupOwner } from '#server/test/accounts.ts';
import { callers, type Method, withTwoOwners } from '#server/test/requests.ts';

const s = withTwoOwners();
const { owner, admin, cashier, as } = callers(() => s.t);
const DAY = 86_400_000;

let demoOwnerId: number;
let expired: Session;
/** Sets an owner's membership end `days` from now (null: never granted). */
async function membershipIn(userId: number, days: number | null) {
  const until = days === null ? null : new Date(Date.now() + days * DAY).toISOString();
  await s.t.database.db.execute(
    sql`update users set membership_until = ${until}::timestamptz where id = ${userId}`,
  );
}

beforeAll(async () => {
  demoOwnerId = (await s.t.login('tienda@vitrina.test')).user_id;
  expired = (await signupOwner(s.t, 'vencida@example.com')).session;
  await membershipIn(demoOwnerId, 60);
  await membershipIn(s.other.user_id, 3);
  await membershipIn(expired.user_id, -1);
});

const list = async (query: string) => {
  const res = await admin('GET', `/api/admin/stores?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: AdminStore[]; meta: { total: number; next_cursor: string | null } }>();
};

describe('the admin’s stores', () => {
  it('refuses everyone but the admin', async () => {
    const calls: [Method, string, object?][] = [
      ['GET', '/api/admin/stores'],
      ['GET', '/api/admin/stores/export'],
      ['GET', `/api/admin/stores/${s.storeId}`],
      ['PATCH', `/api/admin/stores/${s.storeId}/status`, { status_id: 2 }],
      ['GET', '/api/admin/licence-stats'],
    ];
    for (const [method, url, payload] of calls) {
      expect((await s.t.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
      expect((await owner(method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await cashier(method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lists stores with owner, membership state, sales and channels, filtered by membership', async () => {
    const all = await list('per_page=100');
    const demo = all.data.find((x) => x.id === s.storeId)!;
    expect(demo).toMatchObject({
      owner: { id: demoOwnerId, email: 'tienda@vitrina.test' },
      membership_state: 'active',
      status_id: 1,
      statusName: 'Activo',
      sales_30d: { count: expect.any(Number), total: expect.any(Number) },
      channels: { telegram: expect.any(Boolean), web: expect.any(Boolean) },
    });
    const expiring = await list('membership=expiring&per_page=100');
    expect(expiring.data.map((x) => x.id)).toContain(s.other.store_id);
    expect(expiring.data.every((x) => x.membership_state === 'expiring')).toBe(true);
    const ended = await list('membership=expired&per_page=100');
    expect(ended.data.map((x) => x.id)).toContain(expired.store_id);
    expect(ended.data.map((x) => x.id)).not.toContain(s.storeId);
    expect(ended.data.every((x) => x.membership_state === 'expired')).toBe(true);
    const byEmail = await list('q=VENCIDA@example');
    expect(byEmail.data.map((x) => x.id)).toEqual([expired.store_id]);
    expect(byEmail.meta.total).toBe(1);
  });

  it('pages by cursor in both orders without repeats or gaps', async () => {
    for (const sort of ['newest', 'membership']) {
      const first = await list(`per_page=1&sort=${sort}`);
      const seen = [...first.data];
      let cursor = first.meta.next_cursor;
      while (cursor) {
        const next = await list(`per_page=1&sort=${sort}&cursor=${encodeURIComponent(cursor)}`);
        expect(next.meta.total).toBe(first.meta.total);
        seen.push(...next.data);
        cursor = next.meta.next_cursor;
      }
      expect(seen.length).toBe(first.meta.total);
      expect(new Set(seen.map((x) => x.id)).size).toBe(seen.length);
      if (sort === 'newest') {
        expect(seen.map((x) => x.id)).toEqual([...seen.map((x) => x.id)].sort((a, b) => b - a));
      } else {
        // Never-granted and ended memberships first, then by end.
        const ends = seen.map((x) => (x.membership_until ? Date.parse(x.membership_until) : -Infinity));
        expect(ends).toEqual([...ends].sort((a, b) => a - b));
        expect(seen.findIndex((x) => x.id === expired.store_id)).toBeLessThan(
          seen.findIndex((x) => x.id === s.storeId),
        );
      }
    }
  });

  it('answers Spanish 422s to a bad query', async () => {
    const res = await admin('GET', '/api/admin/stores?status=9&sort=nombre&membership=pronto');
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.status).toEqual(['El campo estado tiene un valor no permitido']);
    expect(errors.sort).toEqual(['El campo orden tiene un valor no permitido']);
    expect(errors.membership).toEqual(['El campo membresía tiene un valor no permitido']);
    // A cursor edited by hand never reaches a query.
    const forged = Buffer.from(JSON.stringify({ id: 5, k: '2026-99-99 25:00:00+00', t: 3 })).toString(
      'base64url',
    );
    const edited = await admin('GET', `/api/admin/stores?sort=membership&cursor=${forged}`);
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors.cursor).toHaveLength(1);
    const cursor = await admin('GET', '/api/admin/stores?cursor=no-es-un-cursor');
    expect(cursor.statusCode).toBe(422);
    expect(cursor.json().errors.cursor).toHaveLength(1);
    expect((await admin('GET', '/api/admin/stores/999999')).statusCode).toBe(404);
  });

  it('exports the matching stores as CSV with formulas neutralised', async () => {
    await s.t.database.db.execute(
      sql`update stores set name = '=HYPERLINK("http://x")' where id = ${expired.store_id}`,
    );
    const res = await admin('GET', '/api/admin/stores/export?membership=expired');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'tienda_id,tienda,propietario,email,plan,membresia_hasta,membresia,estado,ventas_30d,total_30d_usd,telegram,web,creada',
    );
    const row = lines.find((l) => l.startsWith(`${expired.store_id},`))!;
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(row).toContain('vencida@example.com');
    expect(row).toContain(',vencida,');
    expect(lines.some((l) => l.startsWith(`${s.storeId},`))).toBe(false);
  });

  it('shows one store with owner, membership, history, payments and counts', async () => {
    const res = await admin('GET', `/api/admin/stores/${s.storeId}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<AdminStoreDetail>();
    expect(d).toMatchObject({
      id: s.storeId,
      owner: { id: demoOwnerId, status_id: 1 },
      membership: { user_id: demoOwnerId, state: 'active', can_sell: true },
      counts: { products: expect.any(Number), customers: expect.any(Number), sales: expect.any(Number) },
    });
    expect(Array.isArray(d.membership_history)).toBe(true);
    expect(Array.isArray(d.payments)).toBe(true);
  });

  it('suspends and activates a store, once each, with audit entries; the owner still reads', async () => {
    const url = `/api/admin/stores/${s.other.store_id}/status`;
    const off = await admin('PATCH', url, { status_id: 2 });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      message: 'Tienda suspendida',
      data: { id: s.other.store_id, status_id: 2 },
    });
    const again = await admin('PATCH', url, { status_id: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La tienda ya está suspendida');
    // The panel says it in the user's language.
    expect(again.json().messageKey).toBe('serverMessages.platformStoreAlreadySuspended');
    // The owner signs in and reads its store; it only stops selling.
    const session = await s.t.login('otra@example.com', 'otra-clave-1');
    expect((await as(session, 'GET', '/api/store/mystore')).statusCode).toBe(200);
    const suspended = await admin('GET', `/api/admin/stores?status=2&per_page=100`);
    expect(suspended.json().data.map((x: AdminStore) => x.id)).toContain(s.other.store_id);

    const on = await admin('PATCH', url, { status_id: 1 });
    expect(on.json()).toMatchObject({ message: 'Tienda activada', data: { status_id: 1 } });
    expect((await admin('PATCH', url, { status_id: 1 })).json().message).toBe('La tienda ya está activa');
    const bad = await admin('PATCH', url, { status_id: 5 });
    expect(bad.statusCode).toBe(422);
    expect((await admin('PATCH', '/api/admin/stores/999999/status', { status_id: 2 })).statusCode).toBe(404);

    const audit = await admin('GET', `/api/audit?kind=store.status&store_id=${s.other.store_id}`);
    const entries = audit.json().data;
    expect(entries.map((e: { changes: unknown }) => e.changes)).toEqual([
      { status_id: { from: 2, to: 1 } },
      { status_id: { from: 1, to: 2 } },
    ]);
    expect(entries[0]).toMatchObject({
      entity: 'store',
      entity_id: s.other.store_id,
      actor: { role_id: ROLES.ADMIN },
    });
  });
});

describe('the admin’s licence figures', () => {
  it('covers the last 30 days by default, with new, expiring and expired stores', async () => {
    const res = await admin('GET', '/api/admin/licence-stats');
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json<LicenceStats>();
    const days = (Date.parse(stats.end_date) - Date.parse(stats.start_date)) / DAY + 1;
    expect(days).toBe(30);
    expect(stats.new_stores).toBeGreaterThanOrEqual(3);
    expect(stats.expiring).toBeGreaterThanOrEqual(1);
    expect(stats.expired).toBeGreaterThanOrEqual(1);
    expect(stats.pending_payments).toBeGreaterThanOrEqual(0);
    expect(stats.revenue).toMatchObject({ total: expect.any(Number), count: expect.any(Number) });
    const old = await admin('GET', '/api/admin/licence-stats?start_date=2001-01-01&end_date=2001-01-31');
    expect(old.json()).toMatchObject({
      start_date: '2001-01-01',
      new_stores: 0,
      revenue: { total: 0, count: 0 },
    });
  });

  it('answers Spanish 422s to a bad period', async () => {
    const half = await admin('GET', '/api/admin/licence-stats?start_date=2026-01-01');
    expect(half.statusCode).toBe(422);
    expect(half.json().errors.end_date).toEqual(['El campo fecha final es obligatorio']);
    const reversed = await admin('GET', '/api/admin/licence-stats?start_date=2026-02-01&end_date=2026-01-01');
    expect(reversed.json().errors.end_date).toEqual([
      'La fecha final debe ser igual o posterior a la inicial',
    ]);
  });
});

import { type AdminUser, type AuditEntry, ROLES } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { callers, withTwoOwners } from '#server/test/requests.ts';

const s = withTwoOwners();
const { owner, admin, cashier, as } = callers(() => s.t);

type UserPage = { data: AdminUser[]; meta: { total: number; next_cursor: string | null } };
const list = async (query: string) => {
  const res = await admin('GET', `/api/admin?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UserPage>();
};
const auditOf = async (query: string) =>
  (await admin('GET', `/api/audit?${query}`)).json<{ data: AuditEntry[] }>().data;

describe('the admin’s users', () => {
  it('lists every user newest first, paged by cursor without repeats', async () => {
    const first = await list('per_page=2');
    expect(first.data).toHaveLength(2);
    const seen = [...first.data];
    let cursor = first.meta.next_cursor;
    while (cursor) {
      const next = await list(`per_page=2&cursor=${encodeURIComponent(cursor)}`);
      expect(next.meta.total).toBe(first.meta.total);
      seen.push(...next.data);
      cursor = next.meta.next_cursor;
    }
    expect(seen).toHaveLength(first.meta.total);
    const ids = seen.map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(seen.map((u) => u.email)).toEqual(
      expect.arrayContaining(['admin@vitrina.test', 'otra@example.com']),
    );
  });

  it('filters by role, status, store and search', async () => {
    const cashiers = await list('role_id=3&per_page=100');
    expect(cashiers.data.length).toBeGreaterThan(0);
    expect(cashiers.data.every((u) => u.role_id === ROLES.CASHIER)).toBe(true);
    const ofStore = await list(`store_id=${s.storeId}&per_page=100`);
    const emails = ofStore.data.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['tienda@vitrina.test', 'cajero@vitrina.test']));
    expect(emails).not.toContain('otra@example.com');
    expect(ofStore.data.every((u) => u.store_id === s.storeId && u.store_name)).toBe(true);
    const found = await list('q=OTRA@EXAMPLE');
    expect(found.data.map((u) => u.id)).toEqual([s.other.user_id]);
    expect(found.data[0]).toMatchObject({ role_id: ROLES.CLIENT, store_id: s.other.store_id, status_id: 1 });
    expect((await list('status_id=2')).data.every((u) => u.status_id === 2)).toBe(true);
  });

  it('shows one user, 404 for an unknown one, and keeps the static admin paths', async () => {
    const res = await admin('GET', `/api/admin/${s.other.user_id}`);
    expect(res.json<AdminUser>()).toMatchObject({ id: s.other.user_id, email: 'otra@example.com' });
    expect((await admin('GET', '/api/admin/999999')).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/status')).json()).toHaveLength(2);
    expect((await admin('GET', '/api/admin/customers')).statusCode).toBe(200);
    expect((await admin('GET', '/api/admin/stores')).statusCode).toBe(200);
  });

  it('answers Spanish 422s and refuses non-admins', async () => {
    const bad = await admin('GET', '/api/admin?role_id=9&per_page=0');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.role_id).toEqual(['El campo rol tiene un valor no permitido']);
    expect(bad.json().errors.per_page).toHaveLength(1);
    for (const url of ['/api/admin', `/api/admin/${s.other.user_id}`]) {
      expect((await owner('GET', url)).statusCode).toBe(403);
      expect((await cashier('GET', url)).statusCode).toBe(403);
      expect((await s.t.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('writes audit entries for a creation, an edit (never the password) and a deactivation', async () => {
    const created = await admin('POST', '/api/admin', {
      name: 'Rita',
      lastname: 'Repartos',
      email: 'rita@example.com',
      role_id: ROLES.DELIVERY,
      password: 'rita-clave-1',
      password_confirmation: 'rita-clave-1',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const session = await s.t.login('rita@example.com', 'rita-clave-1');
    expect((await as(session, 'GET', '/api/profile')).statusCode).toBe(200);

    const edit = await admin('PATCH', `/api/admin/${id}`, {
      name: 'Rita María',
      password: 'otra-clave-9',
      password_confirmation: 'otra-clave-9',
    });
    expect(edit.statusCode).toBe(200);
    const fresh = await s.t.login('rita@example.com', 'otra-clave-9');
    const off = await admin('PATCH', `/api/admin/${id}`, { status_id: 2 });
    expect(off.statusCode).toBe(200);
    // Deactivation revokes the tokens at once: the next request is refused.
    expect((await as(fresh, 'GET', '/api/profile')).statusCode).toBe(401);
    expect((await admin('GET', `/api/admin/${id}`)).json()).toMatchObject({ status_id: 2 });

    const entries = (await auditOf('per_page=100')).filter((e) => e.entity === 'user' && e.entity_id === id);
    expect(entries.map((e) => e.kind)).toEqual(['user.status', 'user.update', 'user.create']);
    expect(entries[0]!.changes).toEqual({ status_id: { from: 1, to: 2 } });
    expect(entries[1]!.changes).toEqual({
      name: { from: 'Rita', to: 'Rita María' },
      password: { from: '***', to: '***' },
    });
    expect(JSON.stringify(entries)).not.toContain('otra-clave-9');
    expect(entries[2]!.changes).toMatchObject({
      email: { to: 'rita@example.com' },
      role_id: { to: ROLES.DELIVERY },
    });
    expect(entries[2]!.actor).toMatchObject({ role_id: ROLES.ADMIN });

    // A refused change writes nothing.
    const before = (await auditOf('kind=user.update&per_page=100')).length;
    const taken = await admin('PATCH', `/api/admin/${id}`, { email: 'tienda@vitrina.test' });
    expect(taken.statusCode).toBe(422);
    expect(await auditOf('kind=user.update&per_page=100')).toHaveLength(before);
  });
});

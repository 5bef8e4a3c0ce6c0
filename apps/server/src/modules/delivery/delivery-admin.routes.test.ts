import { type CompanyAdminOption, type DeliveryCompany, type Page, ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { createAccount, type OtherAccount } from '#server/test/accounts.ts';
import { callers, withTwoOwners } from '#server/test/requests.ts';

// The admin's delivery companies: creating one with its administrator, the list, edits and
// suspension, and the administrators the company dialog offers.

const s = withTwoOwners();
const { admin, owner, cashier, company, as } = callers(() => s.t);
let rival: OtherAccount;
let mine: DeliveryCompany;

beforeAll(async () => {
  rival = await createAccount(s.t, 'rival@example.com', ROLES.DELIVERY);
  mine = (await company('GET', '/api/deliver/mycompany')).json();
});

describe('the admin’s delivery companies', () => {
  it('creates a company with a new administrator who can sign in', async () => {
    const res = await admin('POST', '/api/admin/deliver', {
      name: 'Mototaxi Express',
      can_charge: true,
      fee: 2,
      primary_admin: {
        name: 'Marta',
        lastname: 'Motorizada',
        email: 'marta@example.com',
        password: 'clave-segura-1',
        password_confirmation: 'clave-segura-1',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json<DeliveryCompany>();
    expect(created).toMatchObject({ name: 'Mototaxi Express', can_charge: true, fee: 2, status_id: 1 });
    const session = await s.t.login('marta@example.com', 'clave-segura-1');
    expect(session.role_id).toBe(ROLES.DELIVERY);
    expect((await as(session, 'GET', '/api/deliver/mycompany')).json().id).toBe(created.id);
    // The same e-mail again, or a store owner as administrator: Spanish 422.
    const again = await admin('POST', '/api/admin/deliver', {
      name: 'X',
      primary_admin: {
        name: 'a',
        lastname: 'b',
        email: 'marta@example.com',
        password: 'clave-segura-1',
        password_confirmation: 'clave-segura-1',
      },
    });
    expect(again.json().errors.email).toEqual(['El email ya esta registrado']);
    const ownerAdmin = await admin('POST', '/api/admin/deliver', {
      name: 'X',
      primary_admin_id: s.other.user_id,
    });
    expect(ownerAdmin.json().errors.primary_admin_id).toEqual([
      'El usuario debe tener el rol de empresa de delivery',
    ]);
    const taken = await admin('POST', '/api/admin/deliver', {
      name: 'X',
      primary_admin_id: rival.session.user_id,
    });
    expect(taken.json().errors.primary_admin_id).toEqual([
      'Este usuario ya administra otra empresa de delivery',
    ]);
    const neither = await admin('POST', '/api/admin/deliver', { name: 'X' });
    expect(neither.statusCode).toBe(422);
  });

  it('lists with search, status and keyset paging; edits, suspends and shows details', async () => {
    const first = await admin('GET', '/api/admin/deliver?per_page=1');
    const page1 = first.json<Page<DeliveryCompany>>();
    expect(page1.data).toHaveLength(1);
    expect(page1.meta.total).toBeGreaterThanOrEqual(3);
    const page2 = (await admin('GET', `/api/admin/deliver?per_page=1&cursor=${page1.meta.next_cursor}`)).json<
      Page<DeliveryCompany>
    >();
    expect(page2.data[0]!.id).toBeLessThan(page1.data[0]!.id);
    const found = (await admin('GET', '/api/admin/deliver?q=r%C3%A1pidos')).json<Page<DeliveryCompany>>();
    expect(found.data.map((c) => c.id)).toEqual([mine.id]);
    const suspended = await admin('PATCH', `/api/admin/deliver/${mine.id}/status`, { status_id: 2 });
    expect(suspended.json()).toMatchObject({ status_id: 2, statusName: 'Suspendida' });
    expect(
      (await admin('GET', '/api/admin/deliver?status_id=2')).json().data.map((c: DeliveryCompany) => c.id),
    ).toEqual([mine.id]);
    await admin('PATCH', `/api/admin/deliver/${mine.id}/status`, { status_id: 1 });
    // The second administrator is another person, who runs no other company.
    const taken = await admin('PATCH', `/api/admin/deliver/${mine.id}`, {
      secondary_admin_id: rival.session.user_id,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.secondary_admin_id).toEqual([
      'Este usuario ya administra otra empresa de delivery',
    ]);
    const same = await admin('PATCH', `/api/admin/deliver/${mine.id}`, {
      secondary_admin_id: mine.primary_admin!.id,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.secondary_admin_id).toEqual([
      'El administrador secundario debe ser otra persona que el principal',
    ]);
    const [helper] = await queryRows<{ id: number }>(
      s.t.database.db,
      sql`insert into users (email, name, lastname, password_hash, role_id, status_id)
          values ('segunda@example.com', 'Segunda', 'Persona', 'x', ${ROLES.DELIVERY}, 1) returning id`,
    );
    const edited = await admin('PATCH', `/api/admin/deliver/${mine.id}`, {
      can_charge: true,
      secondary_admin_id: helper!.id,
    });
    expect(edited.json()).toMatchObject({
      can_charge: true,
      secondary_admin: { email: 'segunda@example.com' },
    });
    const details = (await admin('GET', `/api/admin/deliver/${mine.id}`)).json();
    expect(details.company.id).toBe(mine.id);
    expect(details).toMatchObject({ stores: expect.any(Array), dealers: expect.any(Array) });
    expect((await admin('GET', '/api/admin/deliver/99999')).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/deliver?cursor=nope')).statusCode).toBe(422);
    expect((await admin('PATCH', '/api/admin/deliver/99999', { name: 'x' })).statusCode).toBe(404);
  });
});

describe('the administrators the company dialog offers', () => {
  /** A delivery account without a company (the admin's accounts and sign-ups come with one). */
  const freeUser = async (name: string, lastname: string, email: string, statusId = 1) =>
    (
      await queryRows<{ id: number }>(
        s.t.database.db,
        sql`insert into users (email, name, lastname, password_hash, role_id, status_id)
            values (${email}, ${name}, ${lastname}, 'x', ${ROLES.DELIVERY}, ${statusId}) returning id`,
      )
    )[0]!.id;
  const options = async (q: string) => {
    const res = await admin('GET', `/api/admin/deliver/admins?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CompanyAdminOption[]>();
  };

  it('lists active delivery users who administer no company yet, by name, 20 at most', async () => {
    const uno = await freeUser('Libre', 'Uno', 'libre.uno@example.com');
    const dos = await freeUser('Libre', 'Dos', 'libre.dos@example.com');
    await freeUser('Libre', 'Inactiva', 'libre.inactiva@example.com', 2);
    expect(await options('libre')).toEqual([
      { id: dos, name: 'Libre Dos', email: 'libre.dos@example.com' },
      { id: uno, name: 'Libre Uno', email: 'libre.uno@example.com' },
    ]);
    expect((await options('LIBRE.UNO@')).map((o) => o.id)).toEqual([uno]);
    expect((await options('libre uno')).map((o) => o.id)).toEqual([uno]);
    // Administrators of a company (the demo's, the rival's) and other roles are not offered.
    expect(await options('delivery@vitrina')).toEqual([]);
    expect(await options('rival@')).toEqual([]);
    expect(await options(s.other.email)).toEqual([]);
    expect(await options('100%')).toEqual([]);

    // Picked as primary and secondary of a new company, neither is offered any more.
    const created = await admin('POST', '/api/admin/deliver', {
      name: 'Libres Express',
      primary_admin_id: uno,
      secondary_admin_id: dos,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<DeliveryCompany>()).toMatchObject({
      primary_admin: { id: uno, name: 'Libre Uno' },
      secondary_admin: { id: dos, name: 'Libre Dos' },
    });
    expect(await options('libre')).toEqual([]);

    for (let i = 0; i < 21; i++)
      await freeUser('Masivo', String(i).padStart(2, '0'), `masivo${i}@example.com`);
    expect(await options('masivo')).toHaveLength(20);
    expect((await options('')).length).toBeLessThanOrEqual(20);
  });

  it('is the admin’s only, with a bounded search', async () => {
    for (const call of [owner, cashier, company]) {
      expect((await call('GET', '/api/admin/deliver/admins')).statusCode).toBe(403);
    }
    expect((await s.t.inject({ method: 'GET', url: '/api/admin/deliver/admins' })).statusCode).toBe(401);
    const long = await admin('GET', `/api/admin/deliver/admins?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.q).toEqual([expect.any(String)]);
    expect((await admin('GET', '/api/admin/deliver/admins?q=a%00b')).statusCode).toBe(422);
  });
});

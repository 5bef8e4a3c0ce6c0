import path from 'node:path';
import { type EventInput, ROLES, type TicketEvent } from '@vitrina/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type OtherAccount } from '#server/test/accounts.ts';
import { type FakeTelegram, startFakeTelegram } from '#server/test/fake-telegram.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { multipart, testImage } from '#server/test/multipart.ts';
import { eventCalls } from '#server/test/ticket-events.ts';

// Creating a ticket master's events, and who may call the events API. Changing and deleting
// them: event-changes.routes.test.ts; an event's Telegram bot: event-telegram.routes.test.ts.

let t: TestApp;
let telegram: FakeTelegram;
let other: OtherAccount;
let managerId: number;
const SECRET_KEY = 'clave-de-prueba-de-eventos';
const { master, files, event, create } = eventCalls(() => t);

beforeAll(async () => {
  telegram = await startFakeTelegram();
  t = await createTestApp({ env: { TELEGRAM_API_ROOT: telegram.apiRoot, SECRET_KEY } });
  other = await createAccount(t, 'otra.taquilla@example.com', ROLES.TICKETMASTER);
  managerId = (await master({ method: 'GET', url: '/api/ticket/ticket-manager' })).json<{ id: number }>().id;
});
afterAll(async () => {
  await t.close();
  await telegram.close();
});

describe('events', () => {
  it('creates an event with its ticket types and lists it newest first with its seats left', async () => {
    const first = await create({ name: 'Primero' });
    const res = await master({ method: 'POST', url: '/api/ticket/ticket-bots', payload: event() });
    expect(res.json()).toMatchObject({ message: 'Evento creado' });
    const second = res.json<{ data: TicketEvent }>().data;
    expect(second).toMatchObject({
      ticket_manager_id: managerId,
      name: 'Concierto de Año Nuevo',
      place: 'Teatro Teresa Carreño',
      starts_at: '2031-01-01T01:00:00.000Z',
      ends_at: '2031-01-01T06:00:00.000Z',
      status: 1,
      image: null,
      telegram_user_bot: null,
    });
    expect(
      second.ticket_types.map(({ name, price, quota, sold, left }) => ({ name, price, quota, sold, left })),
    ).toEqual([
      { name: 'General', price: 10, quota: 100, sold: 0, left: 100 },
      { name: 'VIP', price: 25.5, quota: 20, sold: 0, left: 20 },
    ]);
    const list = (await master({ method: 'GET', url: '/api/ticket/ticket-bots' })).json<{
      ids: number[];
      data: TicketEvent[];
    }>();
    expect(list.ids.indexOf(second.id)).toBeLessThan(list.ids.indexOf(first.id));
    expect(list.data.map((e) => e.id)).toEqual(list.ids);
    expect((await master({ method: 'GET', url: `/api/ticket/ticket-bots/${second.id}` })).json()).toEqual(
      second,
    );
  });

  it('creates from a multipart form, with a picture and without', async () => {
    const before = new Set(await files());
    const { ticket_types, ...fields } = event({ name: 'Con foto' });
    const parts = Object.entries(fields).map(([name, value]) => ({ name, value: String(value) }));
    const withImage = multipart([
      ...parts,
      { name: 'status', value: '0' },
      { name: 'ticket_types', value: JSON.stringify(ticket_types) },
      { name: 'image', value: await testImage('jpeg'), filename: 'cartel.jpg', type: 'image/jpeg' },
    ]);
    const res = await master({ method: 'POST', url: '/api/ticket/ticket-bots', ...withImage });
    expect(res.statusCode, res.body).toBe(200);
    const e = res.json<{ data: TicketEvent }>().data;
    expect(e).toMatchObject({
      name: 'Con foto',
      status: 0,
      image: expect.stringMatching(/^\/api\/files\/.+\.jpg$/),
    });
    expect(e.ticket_types).toHaveLength(2);
    expect((await files()).filter((f) => !before.has(f))).toEqual([path.basename(e.image!)]);
    expect((await t.inject({ method: 'GET', url: e.image! })).statusCode).toBe(200);

    const plain = multipart([...parts, { name: 'ticket_types', value: JSON.stringify(ticket_types) }]);
    const res2 = await master({ method: 'POST', url: '/api/ticket/ticket-bots', ...plain });
    expect(res2.statusCode, res2.body).toBe(200);
    expect(res2.json<{ data: TicketEvent }>().data).toMatchObject({ image: null, status: 1 });
  });

  it('refuses bad input with Spanish texts and stores nothing', async () => {
    const before = (await master({ method: 'GET', url: '/api/ticket/ticket-bots' })).json<{ ids: number[] }>()
      .ids;
    const cases: [Partial<EventInput>, string][] = [
      [{ name: '' }, 'name'],
      [{ ends_at: '2030-12-31T20:00:00-04:00' }, 'ends_at'],
      [{ ticket_types: [{ name: 'General', price: 10, quota: 0 }] }, 'ticket_types.0.quota'],
      [{ ticket_types: [{ name: 'General', price: 0.001, quota: 5 }] }, 'ticket_types.0.price'],
      [
        { ticket_types: Array.from({ length: 21 }, (_, i) => ({ name: `T${i}`, price: 1, quota: 1 })) },
        'ticket_types',
      ],
      [{ ticket_types: [] }, 'ticket_types'],
      [{ ticket_types: '[{"name": "General",' as never }, 'ticket_types'],
      [{ starts_at: 'mañana' }, 'starts_at'],
    ];
    for (const [over, field] of cases) {
      const res = await master({ method: 'POST', url: '/api/ticket/ticket-bots', payload: event(over) });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      const body = res.json<{ message: string; errors: Record<string, string[]> }>();
      expect(body.message).toBe('Los datos ingresados son inválidos');
      expect(body.errors[field]?.[0], `${field}: ${res.body}`).toMatch(/^(El|La|Los|Las) /);
    }
    expect(
      (await master({ method: 'POST', url: '/api/ticket/ticket-bots', payload: event({ name: '' }) })).json()
        .errors.name,
    ).toEqual(['El campo nombre es obligatorio']);
    const unreadable = await master({
      method: 'POST',
      url: '/api/ticket/ticket-bots',
      payload: event({ starts_at: 'mañana' }),
    });
    expect(Object.keys(unreadable.json().errors)).toEqual(['starts_at']);
    expect((await master({ method: 'GET', url: '/api/ticket/ticket-bots' })).json().ids).toEqual(before);
  });

  it('refuses a file that is not a picture (422) and one over 5 MB (413), storing nothing', async () => {
    const before = (await files()).length;
    const { ticket_types, ...fields } = event({ name: 'Foto mala' });
    const form = (image: Buffer) =>
      multipart([
        ...Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
        { name: 'ticket_types', value: JSON.stringify(ticket_types) },
        { name: 'image', value: image, filename: 'x.png', type: 'image/png' },
      ]);
    const text = await master({
      method: 'POST',
      url: '/api/ticket/ticket-bots',
      ...form(Buffer.from('hola')),
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.image).toEqual(['El archivo debe ser una imagen JPEG, PNG o WEBP']);
    const big = Buffer.concat([await testImage('png'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expect((await master({ method: 'POST', url: '/api/ticket/ticket-bots', ...form(big) })).statusCode).toBe(
      413,
    );
    expect(await files()).toHaveLength(before);
    const names = (await master({ method: 'GET', url: '/api/ticket/ticket-bots' })).json<{
      data: TicketEvent[];
    }>();
    expect(names.data.map((e) => e.name)).not.toContain('Foto mala');
  });
});

describe('who may call', () => {
  it("answers 404 for another manager's event, and lists only one's own", async () => {
    const mine = await create({ name: 'Mío' });
    const theirs = await create({ name: 'Ajeno' }, other.inject);
    const asOther = (o: InjectOptions) => other.inject(o);
    for (const o of [
      { method: 'GET', url: `/api/ticket/ticket-bots/${mine.id}` },
      { method: 'POST', url: `/api/ticket/ticket-update/${mine.id}`, payload: event() },
      { method: 'DELETE', url: `/api/ticket/ticket-bots/${mine.id}` },
      { method: 'PATCH', url: `/api/ticket/ticket-bots/${mine.id}/status`, payload: { status: 0 } },
      {
        method: 'PUT',
        url: `/api/ticket/ticket-bots/${mine.id}/telegram`,
        payload: { telegram_user_bot: 'abcdbot', token: telegram.addBot('abcdbot') },
      },
      { method: 'DELETE', url: `/api/ticket/ticket-bots/${mine.id}/telegram` },
    ] as InjectOptions[]) {
      expect((await asOther(o)).statusCode, `${o.method} ${o.url}`).toBe(404);
    }
    // A type of another manager's event cannot be adopted either.
    const adopt = await asOther({
      method: 'POST',
      url: `/api/ticket/ticket-update/${theirs.id}`,
      payload: event({ ticket_types: [{ id: mine.ticket_types[0]!.id, name: 'X', price: 1, quota: 1 }] }),
    });
    expect(adopt.statusCode).toBe(422);
    const otherList = (await asOther({ method: 'GET', url: '/api/ticket/ticket-bots' })).json<{
      ids: number[];
    }>();
    expect(otherList.ids).toEqual([theirs.id]);
    const after = (
      await master({ method: 'GET', url: `/api/ticket/ticket-bots/${mine.id}` })
    ).json<TicketEvent>();
    expect(after).toMatchObject({ name: 'Mío', status: 1 });
  });

  it('lets the admin read every manager’s events but write none; store roles get 403', async () => {
    const theirs = await create({ name: 'De la otra' }, other.inject);
    const list = (await t.injectAs(ROLES.ADMIN, { method: 'GET', url: '/api/ticket/ticket-bots' })).json<{
      data: TicketEvent[];
    }>();
    const managers = new Set(list.data.map((e) => e.ticket_manager_id));
    expect(managers).toEqual(new Set([managerId, theirs.ticket_manager_id]));
    const one = await t.injectAs(ROLES.ADMIN, { method: 'GET', url: `/api/ticket/ticket-bots/${theirs.id}` });
    expect(one.json()).toMatchObject({ name: 'De la otra' });
    expect(
      (await t.injectAs(ROLES.ADMIN, { method: 'POST', url: '/api/ticket/ticket-bots', payload: event() }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.injectAs(ROLES.ADMIN, { method: 'DELETE', url: `/api/ticket/ticket-bots/${theirs.id}` }))
        .statusCode,
    ).toBe(403);
    for (const role of [ROLES.CLIENT, ROLES.CASHIER, ROLES.DELIVERY]) {
      for (const o of [
        { method: 'GET', url: '/api/ticket/ticket-bots' },
        { method: 'GET', url: `/api/ticket/ticket-bots/${theirs.id}` },
        { method: 'POST', url: '/api/ticket/ticket-bots', payload: event() },
        { method: 'PATCH', url: `/api/ticket/ticket-bots/${theirs.id}/status`, payload: { status: 0 } },
      ] as InjectOptions[]) {
        expect((await t.injectAs(role, o)).statusCode, `${role} ${o.method} ${o.url}`).toBe(403);
      }
    }
    expect((await t.inject({ method: 'GET', url: '/api/ticket/ticket-bots' })).statusCode).toBe(401);
  });
});

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type EventInput, ROLES, type TicketEvent } from '@vitrina/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '#server/lib/secret-box.ts';
import {
  ticketBillLines,
  ticketBills,
  ticketEvents,
  ticketTypes,
  ticketUsers,
} from '#server/modules/tickets/tickets.tables.ts';
import { createAccount, type OtherAccount } from '#server/test/accounts.ts';
import { type FakeTelegram, startFakeTelegram } from '#server/test/fake-telegram.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { multipart, testImage } from '#server/test/multipart.ts';
import { eventBot, eventBotToken } from './event-telegram.service.ts';

let t: TestApp;
let telegram: FakeTelegram;
let other: OtherAccount;
let managerId: number;
const SECRET_KEY = 'clave-de-prueba-de-eventos';

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

const master = (o: InjectOptions) => t.injectAs(ROLES.TICKETMASTER, o);
const files = () => readdirSync(path.join(t.dataDir, 'files'));
const event = (over: Partial<EventInput> = {}): EventInput => ({
  name: 'Concierto de Año Nuevo',
  description: 'Orquesta y fuegos',
  place: 'Teatro Teresa Carreño',
  starts_at: '2030-12-31T21:00:00-04:00',
  ends_at: '2031-01-01T02:00:00-04:00',
  ticket_types: [
    { name: 'General', price: 10, quota: 100 },
    { name: 'VIP', price: 25.5, quota: 20 },
  ],
  ...over,
});
async function create(over: Partial<EventInput> = {}, as = master): Promise<TicketEvent> {
  const res = await as({ method: 'POST', url: '/api/ticket/ticket-bots', payload: event(over) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: TicketEvent }>().data;
}
const update = (id: number, body: EventInput) =>
  master({ method: 'POST', url: `/api/ticket/ticket-update/${id}`, payload: body });
const typesOf = (e: TicketEvent) =>
  e.ticket_types.map(({ id, name, price, quota }) => ({ id, name, price, quota }));

/** A pending sale of `quantity` seats of a type, straight into the tables (as a purchase leaves it). */
async function sell(e: TicketEvent, typeId: number, quantity: number) {
  const { db } = t.database;
  const [buyer] = await db
    .insert(ticketUsers)
    .values({ managerId: e.ticket_manager_id, name: 'Pedro', email: `p${Math.random()}@example.com` })
    .returning();
  const [bill] = await db
    .insert(ticketBills)
    .values({
      managerId: e.ticket_manager_id,
      eventId: e.id,
      ticketUserId: buyer!.id,
      status: 4,
      quantity,
      totalCents: 1000 * quantity,
      usdCents: 1000 * quantity,
      vesCents: 0,
      dollarRate: '1',
      dollarPercent: 100,
      reference: `R${Math.random()}`,
      accessToken: `tok${Math.random()}`,
    })
    .returning();
  await db
    .insert(ticketBillLines)
    .values({ billId: bill!.id, ticketTypeId: typeId, name: 'x', quantity, priceCents: 1000 });
  const [type] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
  await db
    .update(ticketTypes)
    .set({ sold: type!.sold + quantity })
    .where(eq(ticketTypes.id, typeId));
}

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
    const before = new Set(files());
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
    expect(files().filter((f) => !before.has(f))).toEqual([path.basename(e.image!)]);
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
    const before = files().length;
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
    expect(files()).toHaveLength(before);
    const names = (await master({ method: 'GET', url: '/api/ticket/ticket-bots' })).json<{
      data: TicketEvent[];
    }>();
    expect(names.data.map((e) => e.name)).not.toContain('Foto mala');
  });

  it('replaces the ticket types: updates kept ones, adds new ones, deletes the missing ones', async () => {
    const e = await create();
    const [general, vip] = e.ticket_types as [TicketEvent['ticket_types'][0], TicketEvent['ticket_types'][0]];
    const res = await update(
      e.id,
      event({
        name: 'Concierto (cambiado)',
        ends_at: null,
        ticket_types: [
          { name: 'Preventa', price: 8, quota: 50 },
          { id: general.id, name: 'General', price: 12, quota: 80 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ message: string; data: TicketEvent }>();
    expect(data.message).toBe('Evento actualizado');
    expect(data.data).toMatchObject({ name: 'Concierto (cambiado)', ends_at: null });
    expect(typesOf(data.data)).toEqual([
      { id: expect.any(Number), name: 'Preventa', price: 8, quota: 50 },
      { id: general.id, name: 'General', price: 12, quota: 80 },
    ]);
    expect(data.data.ticket_types.map((x) => x.id)).not.toContain(vip.id);
  });

  it('refuses a type id of another event, a quota below the seats sold, and deleting a type with sales', async () => {
    const e = await create();
    const otherEvent = await create({ name: 'Otro' });
    const [general, vip] = e.ticket_types as [TicketEvent['ticket_types'][0], TicketEvent['ticket_types'][0]];
    const foreign = await update(
      e.id,
      event({ ticket_types: [{ id: otherEvent.ticket_types[0]!.id, name: 'Robado', price: 1, quota: 1 }] }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors['ticket_types.0.id']).toEqual([
      'El tipo de entrada no pertenece a este evento',
    ]);

    await sell(e, general.id, 7);
    const generalQuota = (quota: number) =>
      update(
        e.id,
        event({
          ticket_types: [
            { id: general.id, name: 'General', price: 10, quota },
            { id: vip.id, name: 'VIP', price: 25.5, quota: 20 },
          ],
        }),
      );
    const below = await generalQuota(6);
    expect(below.statusCode).toBe(422);
    expect(below.json().errors['ticket_types.0.quota']).toEqual([
      'El cupo no puede ser menor que las 7 entradas ya vendidas',
    ]);
    const atSold = await generalQuota(7);
    expect(atSold.statusCode, atSold.body).toBe(200);
    expect(atSold.json<{ data: TicketEvent }>().data.ticket_types[0]).toMatchObject({
      quota: 7,
      sold: 7,
      left: 0,
    });

    const dropSold = await update(
      e.id,
      event({ ticket_types: [{ id: vip.id, name: 'VIP', price: 25.5, quota: 20 }] }),
    );
    expect(dropSold.statusCode).toBe(409);
    expect(dropSold.json().message).toMatch(
      /No se puede eliminar el tipo de entrada «General» porque tiene ventas/,
    );
    const after = (
      await master({ method: 'GET', url: `/api/ticket/ticket-bots/${e.id}` })
    ).json<TicketEvent>();
    expect(after.ticket_types.map((x) => x.id)).toEqual([general.id, vip.id]);
  });

  it('never leaves more seats sold than the quota when purchases race a quota cut', async () => {
    const e = await create({ ticket_types: [{ name: 'Única', price: 5, quota: 10 }] });
    const typeId = e.ticket_types[0]!.id;
    const { db } = t.database;
    // A purchase takes a seat with a conditional update, as the purchase does.
    const take = () =>
      db
        .update(ticketTypes)
        .set({ sold: sql`${ticketTypes.sold} + 1` })
        .where(and(eq(ticketTypes.id, typeId), sql`${ticketTypes.sold} + 1 <= ${ticketTypes.quota}`));
    const cut = update(e.id, event({ ticket_types: [{ id: typeId, name: 'Única', price: 5, quota: 4 }] }));
    const [res] = await Promise.all([cut, ...Array.from({ length: 8 }, take)]);
    const [row] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
    expect(row!.sold).toBeLessThanOrEqual(row!.quota);
    if (res.statusCode === 200) expect(row!.quota).toBe(4);
    else {
      expect(res.statusCode).toBe(422);
      expect(row!.quota).toBe(10);
    }
  });

  it('replaces the picture on update: the new file is kept and the old one removed', async () => {
    const form = async (hue: number) => {
      const { ticket_types, ...fields } = event({ name: 'Cartel' });
      return multipart([
        ...Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
        { name: 'ticket_types', value: JSON.stringify(ticket_types) },
        { name: 'image', value: await testImage('png', 64, hue), filename: 'c.png', type: 'image/png' },
      ]);
    };
    const created = await master({ method: 'POST', url: '/api/ticket/ticket-bots', ...(await form(10)) });
    const e = created.json<{ data: TicketEvent }>().data;
    const old = path.basename(e.image!);
    expect(files()).toContain(old);
    const { ticket_types: _, ...rest } = event({ name: 'Cartel nuevo' });
    const res = await master({
      method: 'POST',
      url: `/api/ticket/ticket-update/${e.id}`,
      ...multipart([
        ...Object.entries(rest).map(([name, value]) => ({ name, value: String(value) })),
        { name: 'ticket_types', value: JSON.stringify(typesOf(e)) },
        { name: 'image', value: await testImage('png', 64, 200), filename: 'c.png', type: 'image/png' },
      ]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json<{ data: TicketEvent }>().data.image!;
    expect(image).not.toBe(e.image);
    expect(files()).toContain(path.basename(image));
    expect(files()).not.toContain(old);
    // Without a picture the update keeps the current one.
    const kept = await update(e.id, event({ ticket_types: typesOf(e) }));
    expect(kept.json<{ data: TicketEvent }>().data.image).toBe(image);
  });

  it('activates and deactivates', async () => {
    const e = await create();
    const off = await master({
      method: 'PATCH',
      url: `/api/ticket/ticket-bots/${e.id}/status`,
      payload: { status: 0 },
    });
    expect(off.json()).toMatchObject({ message: 'Evento desactivado', data: { status: 0 } });
    const on = await master({
      method: 'PATCH',
      url: `/api/ticket/ticket-bots/${e.id}/status`,
      payload: { status: 1 },
    });
    expect(on.json()).toMatchObject({ message: 'Evento activado', data: { status: 1 } });
    const bad = await master({
      method: 'PATCH',
      url: `/api/ticket/ticket-bots/${e.id}/status`,
      payload: { status: 2 },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('deletes an event without sales with its picture, and refuses one with sales', async () => {
    const { ticket_types, ...fields } = event({ name: 'Borrable' });
    const created = await master({
      method: 'POST',
      url: '/api/ticket/ticket-bots',
      ...multipart([
        ...Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
        { name: 'ticket_types', value: JSON.stringify(ticket_types) },
        { name: 'image', value: await testImage('webp'), filename: 'c.webp', type: 'image/webp' },
      ]),
    });
    const e = created.json<{ data: TicketEvent }>().data;
    const del = await master({ method: 'DELETE', url: `/api/ticket/ticket-bots/${e.id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Evento eliminado' });
    expect(files()).not.toContain(path.basename(e.image!));
    expect((await master({ method: 'GET', url: `/api/ticket/ticket-bots/${e.id}` })).statusCode).toBe(404);

    const sold = await create({ name: 'Vendido' });
    await sell(sold, sold.ticket_types[0]!.id, 1);
    const refused = await master({ method: 'DELETE', url: `/api/ticket/ticket-bots/${sold.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('No se puede eliminar un evento con ventas; desactívelo');
    expect((await master({ method: 'GET', url: `/api/ticket/ticket-bots/${sold.id}` })).statusCode).toBe(200);
  });
});

describe("an event's Telegram bot", () => {
  it('connects a bot (token sealed, webhook with a secret) and disconnects it', async () => {
    const e = await create();
    const token = telegram.addBot('conciertobot');
    const url = `/api/ticket/ticket-bots/${e.id}/telegram`;
    const res = await master({ method: 'PUT', url, payload: { telegram_user_bot: '@ConciertoBot', token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { telegram_user_bot: 'conciertobot' } });
    const bot = telegram.bots.get(token)!;
    expect(bot.webhookUrl).toBe(`http://panel.test/api/telegram/events/${e.id}`);
    const [row] = await t.database.db.select().from(ticketEvents).where(eq(ticketEvents.id, e.id));
    expect(row!.telegramTokenEnc).not.toContain(token);
    expect(row!.telegramWebhookSecret).toBe(bot.secret);
    expect(await eventBotToken(t.database.db, createSecretBox(SECRET_KEY), e.id)).toBe(token);
    expect(await eventBot(t.database.db, e.id)).toEqual({
      id: e.id,
      name: e.name,
      managerId,
      botUsername: 'conciertobot',
      webhookSecret: bot.secret,
    });

    const off = await master({ method: 'DELETE', url });
    expect(off.json()).toMatchObject({
      message: 'Bot de Telegram desconectado',
      data: { telegram_user_bot: null },
    });
    expect(await eventBot(t.database.db, e.id)).toMatchObject({ botUsername: null, webhookSecret: null });
    expect(await eventBotToken(t.database.db, createSecretBox(SECRET_KEY), e.id)).toBeUndefined();
    expect(await eventBot(t.database.db, 99999999)).toBeUndefined();
  });

  it('refuses a token Telegram does not know and a bot user that does not match', async () => {
    const e = await create();
    const url = `/api/ticket/ticket-bots/${e.id}/telegram`;
    const unknown = await master({
      method: 'PUT',
      url,
      payload: { telegram_user_bot: 'nadiebot', token: '999999:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.token).toEqual(['Telegram no reconoce este token']);
    const token = telegram.addBot('realbot');
    const mismatch = await master({ method: 'PUT', url, payload: { telegram_user_bot: 'otrobot', token } });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.telegram_user_bot).toEqual([
      'Este token pertenece al bot @realbot; use ese usuario',
    ]);
    expect(await eventBot(t.database.db, e.id)).toMatchObject({ botUsername: null });
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

import path from 'node:path';
import type { TicketEvent } from '@vitrina/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketTypes } from '#server/modules/tickets/tickets.tables.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { multipart, testImage } from '#server/test/multipart.ts';
import { eventCalls } from '#server/test/ticket-events.ts';

// Changing a ticket master's events: their ticket types (against the seats sold), picture and
// status, and deleting them.

let t: TestApp;
const { master, files, event, create, update, typesOf, sell } = eventCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('events', () => {
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
    expect(await files()).toContain(old);
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
    expect(await files()).toContain(path.basename(image));
    expect(await files()).not.toContain(old);
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
    expect(await files()).not.toContain(path.basename(e.image!));
    expect((await master({ method: 'GET', url: `/api/ticket/ticket-bots/${e.id}` })).statusCode).toBe(404);

    const sold = await create({ name: 'Vendido' });
    await sell(sold, sold.ticket_types[0]!.id, 1);
    const refused = await master({ method: 'DELETE', url: `/api/ticket/ticket-bots/${sold.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('No se puede eliminar un evento con ventas; desactívelo');
    expect((await master({ method: 'GET', url: `/api/ticket/ticket-bots/${sold.id}` })).statusCode).toBe(200);
  });
});

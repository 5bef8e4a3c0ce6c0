import { type EventInput, ROLES, type TicketEvent } from '@vitrina/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import {
  ticketBillLines,
  ticketBills,
  ticketTypes,
  ticketUsers,
} from '#server/modules/tickets/tickets.tables.ts';
import { storedFiles } from '#server/test/stored-files.ts';
import type { TestApp } from './harness.ts';

/**
 * The ticket master's event calls of the events API tests, for a test file's app (read when
 * called, so it may be set in beforeAll): an event's form, its creation and update, and a sale
 * of its seats written straight into the tables.
 */
export function eventCalls(app: () => TestApp) {
  const master = (o: InjectOptions) => app().injectAs(ROLES.TICKETMASTER, o);
  const files = () => storedFiles(app().files);
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
    const { db } = app().database;
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

  return { master, files, event, create, update, typesOf, sell };
}

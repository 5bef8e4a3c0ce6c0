import { type EventBody, ROLES, type TicketEvent } from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { conflict, forbidden, invalid, notFound } from '#server/lib/errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import { managerOf } from '#server/modules/tickets/manager.service.ts';
import { eventValues, planTypes, quotaBelowSold, thumbOf, toEvent, typeHasSales } from './event-types.ts';
import * as repo from './events.repository.ts';
import { eventTexts } from './events.texts.ts';

/** Reads: the ticket master its own events, the admin every manager's. */
export function readScope(principal: Principal): repo.EventScope {
  if (principal.roleId === ROLES.ADMIN) return { any: true };
  if (principal.roleId === ROLES.TICKETMASTER) return { managerId: managerOf(principal) };
  throw forbidden();
}

/** Writes: the ticket master only, on its own events. */
export function writerOf(principal: Principal): number {
  if (principal.roleId !== ROLES.TICKETMASTER) throw forbidden();
  return managerOf(principal);
}

/** An event with its ticket types, as the panel reads it; 404 when outside the scope. */
export async function loadEvent(
  db: DbOrTx,
  scope: repo.EventScope,
  id: number,
  platformZone: string,
): Promise<TicketEvent> {
  const row = await repo.findEvent(db, scope, id);
  if (!row) throw notFound();
  return toEvent(row, await repo.typesOf(db, [id]), platformZone);
}

/** The ticket master's events ("ticket bots") and their ticket types (SPEC.md §7). */
export function createEventsService(deps: { db: Db; files: FileStore; timeZone: string }) {
  const { db, files, timeZone } = deps;

  /** Saves the upload (if any) before the write; the write's failure removes it again. */
  async function withImage<T>(upload: Buffer | undefined, write: (image: string | undefined) => Promise<T>) {
    const saved = upload ? await files.saveImage(upload) : undefined;
    try {
      return await write(saved?.file);
    } catch (err) {
      if (saved) await files.remove(saved.file, saved.thumb);
      throw err;
    } finally {
      // The list copy of an event image is not used; only the picture itself is kept.
      if (saved) await files.remove(saved.thumb);
    }
  }

  return {
    async list(principal: Principal): Promise<{ ids: number[]; data: TicketEvent[] }> {
      const rows = await repo.listEvents(db, readScope(principal));
      const types = await repo.typesOf(
        db,
        rows.map((r) => r.id),
      );
      return { ids: rows.map((r) => r.id), data: rows.map((r) => toEvent(r, types, timeZone)) };
    },

    get: (principal: Principal, id: number) => loadEvent(db, readScope(principal), id, timeZone),

    async create(principal: Principal, body: EventBody, upload?: Buffer): Promise<TicketEvent> {
      const managerId = writerOf(principal);
      const plan = planTypes([], body.ticket_types);
      const id = await withImage(upload, (image) =>
        db.transaction(async (tx) => {
          const eventId = await repo.insertEvent(tx, managerId, {
            ...eventValues(body),
            image: image ?? null,
          });
          await repo.insertTypes(tx, eventId, plan.created);
          return eventId;
        }),
      );
      return loadEvent(db, { managerId }, id, timeZone);
    },

    /** Replaces the event's fields and its whole list of ticket types, in one transaction. */
    async update(principal: Principal, id: number, body: EventBody, upload?: Buffer): Promise<TicketEvent> {
      const managerId = writerOf(principal);
      const previous = await withImage(upload, (image) =>
        db.transaction(async (tx) => {
          const event = await repo.findEvent(tx, { managerId }, id, true);
          if (!event) throw notFound();
          const plan = planTypes(await repo.typesOf(tx, [id]), body.ticket_types);
          const [sold] = await repo.soldTypesExcept(tx, id, plan.keepIds);
          if (sold) throw typeHasSales(sold.name);
          await repo.deleteTypesExcept(tx, id, plan.keepIds);
          let errors: Record<string, string[]> = {};
          for (const t of plan.kept) {
            if (!(await repo.updateType(tx, id, t.id, t.values))) {
              errors = { ...errors, ...quotaBelowSold(t.index, await repo.soldOf(tx, t.id)) };
            }
          }
          if (Object.keys(errors).length > 0) throw invalid(errors);
          await repo.insertTypes(tx, id, plan.created);
          await repo.updateEvent(tx, managerId, id, { ...eventValues(body), ...(image && { image }) });
          return image ? event.image : null;
        }),
      );
      // The picture the event no longer names.
      await files.remove(previous, thumbOf(previous));
      return loadEvent(db, { managerId }, id, timeZone);
    },

    /** Deletes an event without sales, and its image; one with sales is deactivated instead (409). */
    async remove(principal: Principal, id: number): Promise<void> {
      const managerId = writerOf(principal);
      const removed = await db.transaction(async (tx) => {
        // Locked first: a purchase's sale (its foreign key) waits for this transaction.
        if (!(await repo.findEvent(tx, { managerId }, id, true))) throw notFound();
        if (await repo.eventHasSales(tx, id)) throw conflict(eventTexts.eventHasSales);
        return repo.deleteEvent(tx, managerId, id);
      });
      await files.remove(removed?.image, thumbOf(removed?.image ?? null));
    },

    async setStatus(principal: Principal, id: number, status: 0 | 1): Promise<TicketEvent> {
      const managerId = writerOf(principal);
      if (!(await repo.updateEvent(db, managerId, id, { status }))) throw notFound();
      return loadEvent(db, { managerId }, id, timeZone);
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;

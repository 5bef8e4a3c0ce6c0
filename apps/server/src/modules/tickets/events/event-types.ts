import type { EventBody, TicketEvent, TicketTypeInput } from '@vitrina/contract';
import { conflict, invalid } from '#server/lib/errors.ts';
import { fileUrl } from '#server/lib/files.ts';
import { fromCents, toCents } from '#server/lib/money.ts';
import type { EventRow, EventValues, TypeRow, TypeValues } from './events.repository.ts';
import { eventTexts, fill } from './events.texts.ts';

// An event's form sends its whole list of ticket types: a type with `id` is kept (and
// updated), one without is new, and the event's types missing from the list are deleted.

export type TypesPlan = {
  /** Kept types: their id, their place in the form (for errors) and new values. */
  kept: { id: number; index: number; values: TypeValues }[];
  created: TypeValues[];
  keepIds: number[];
};

const values = (t: TicketTypeInput, position: number): TypeValues => ({
  name: t.name,
  priceCents: toCents(t.price),
  quota: t.quota,
  position,
});

/** The replacement of `existing` by the form's list; 422 for an id of another event or repeated. */
export function planTypes(existing: Pick<TypeRow, 'id'>[], input: TicketTypeInput[]): TypesPlan {
  const own = new Set(existing.map((t) => t.id));
  const seen = new Set<number>();
  const errors: Record<string, string[]> = {};
  const plan: TypesPlan = { kept: [], created: [], keepIds: [] };
  input.forEach((t, index) => {
    if (t.id === undefined) {
      plan.created.push(values(t, index));
    } else if (!own.has(t.id)) {
      errors[`ticket_types.${index}.id`] = [eventTexts.typeNotOfEvent];
    } else if (seen.has(t.id)) {
      errors[`ticket_types.${index}.id`] = [eventTexts.typeRepeated];
    } else {
      seen.add(t.id);
      plan.kept.push({ id: t.id, index, values: values(t, index) });
      plan.keepIds.push(t.id);
    }
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return plan;
}

/** A type that may not go: it has sale lines (409, naming it). */
export const typeHasSales = (name: string) => conflict(fill(eventTexts.typeHasSales, { name }));

/** The quota refused because more seats are already sold (422 on that type's quota). */
export const quotaBelowSold = (index: number, sold: number) => ({
  [`ticket_types.${index}.quota`]: [fill(eventTexts.quotaBelowSold, { sold })],
});

export const eventValues = (body: EventBody): EventValues => ({
  name: body.name,
  description: body.description || null,
  place: body.place,
  startsAt: new Date(body.starts_at),
  endsAt: body.ends_at ? new Date(body.ends_at) : null,
  status: body.status,
  // Absent keeps the event's zone; null returns it to the platform's.
  ...(body.time_zone === undefined ? {} : { timeZone: body.time_zone }),
});

/** An event as the panel reads it; `platformZone` (config.timeZone) is its zone while it sets none. */
export const toEvent = (row: EventRow, types: TypeRow[], platformZone: string): TicketEvent => ({
  id: row.id,
  ticket_manager_id: row.managerId,
  name: row.name,
  description: row.description,
  place: row.place,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt?.toISOString() ?? null,
  status: row.status,
  image: fileUrl(row.image),
  telegram_user_bot: row.telegramTokenEnc ? row.telegramUserBot : null,
  ticket_types: types
    .filter((t) => t.eventId === row.id)
    .map((t) => ({
      id: t.id,
      name: t.name,
      price: fromCents(t.priceCents),
      quota: t.quota,
      sold: t.sold,
      left: Math.max(0, t.quota - t.sold),
    })),
  time_zone: row.timeZone ?? platformZone,
  created_at: row.createdAt.toISOString(),
});

/** The list copy of a stored image (lib/files.ts saveImage writes both). */
export const thumbOf = (image: string | null) => image?.replace(/\.\w+$/, '.thumb.webp');

import {
  type EventBody,
  eventBody,
  isoToWallTime,
  TICKET_TYPES_MAX,
  type TicketEvent,
  wallTimeToIso,
} from '@vitrina/contract';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { amountText, parseDecimal } from '#web/lib/decimal.ts';

/** A ticket type row of the form: texts as typed; `sold` only to refuse removing a type with sales. */
export type TicketTypeRow = { id?: number; name: string; price: string; quota: string; sold: number };

/**
 * The event dialog's values: moments as a datetime-local input holds them ("2026-12-05T20:00"),
 * on the clock of the event's zone (`time_zone`), wherever the ticket master's device is.
 */
export type EventForm = {
  name: string;
  description: string;
  place: string;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  status: boolean;
  ticket_types: TicketTypeRow[];
};

export const blankTicketType = (): TicketTypeRow => ({ name: '', price: '', quota: '', sold: 0 });

/**
 * A datetime-local value on the clock of `timeZone` as ISO 8601 with that zone's offset; '' →
 * null; a text that is no moment stays as it is, for the schema to refuse.
 */
export function localInputToIso(value: string, timeZone: string): string | null {
  if (!value) return null;
  return wallTimeToIso(value.slice(0, 16), timeZone) ?? value;
}

/** A new event starts in `timeZone` (the one the panel reads times in: the platform's, for a ticket master). */
export function toEventForm(event: TicketEvent | null, timeZone: string): EventForm {
  if (!event) {
    return {
      name: '',
      description: '',
      place: '',
      starts_at: '',
      ends_at: '',
      time_zone: timeZone,
      status: true,
      ticket_types: [blankTicketType()],
    };
  }
  return {
    name: event.name,
    description: event.description ?? '',
    place: event.place,
    starts_at: isoToWallTime(event.starts_at, event.time_zone),
    ends_at: isoToWallTime(event.ends_at, event.time_zone),
    time_zone: event.time_zone,
    status: event.status !== 0,
    ticket_types: event.ticket_types.map((type) => ({
      id: type.id,
      name: type.name,
      price: amountText(type.price),
      quota: String(type.quota),
      sold: type.sold,
    })),
  };
}

const quotaOf = (s: string) => (s.trim() === '' ? undefined : Number(s));

/** The form's values as the contract's body reads them. */
function toInput(form: EventForm) {
  return {
    name: form.name,
    description: form.description,
    place: form.place,
    starts_at: localInputToIso(form.starts_at, form.time_zone) ?? undefined,
    ends_at: localInputToIso(form.ends_at, form.time_zone),
    time_zone: form.time_zone,
    status: form.status ? 1 : 0,
    ticket_types: form.ticket_types.map(({ id, name, price, quota }) => ({
      ...(id ? { id } : {}),
      name,
      price: parseDecimal(price),
      quota: quotaOf(quota),
    })),
  };
}

/** Checks the form by the contract's rules; an issue's path is the form field it belongs to. */
export const eventFormSchema: z.ZodType<EventBody> = z.preprocess(
  (form) => toInput(form as EventForm),
  eventBody,
) as unknown as z.ZodType<EventBody>;

const TYPE_FIELDS = ['name', 'price', 'quota'] as const;

/** Where a 422's texts may go: the event's fields and each ticket type's (`ticket_types.<i>.<field>`). */
export const EVENT_FIELDS: readonly Path<EventForm>[] = [
  'name',
  'description',
  'place',
  'starts_at',
  'ends_at',
  'time_zone',
  'status',
  'ticket_types',
  ...Array.from({ length: TICKET_TYPES_MAX }, (_, i) =>
    TYPE_FIELDS.map((field) => `ticket_types.${i}.${field}` as Path<EventForm>),
  ).flat(),
];

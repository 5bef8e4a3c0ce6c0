import { type EventBody, eventBody, TICKET_TYPES_MAX, type TicketEvent } from '@vitrina/contract';
import type { Path } from 'react-hook-form';
import { z } from 'zod';

/** A ticket type row of the form: texts as typed; `sold` only to refuse removing a type with sales. */
export type TicketTypeRow = { id?: number; name: string; price: string; quota: string; sold: number };

/** The event dialog's values: moments as a datetime-local input holds them ("2026-12-05T20:00"). */
export type EventForm = {
  name: string;
  description: string;
  place: string;
  starts_at: string;
  ends_at: string;
  status: boolean;
  ticket_types: TicketTypeRow[];
};

export const blankTicketType = (): TicketTypeRow => ({ name: '', price: '', quota: '', sold: 0 });

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** A datetime-local value (the browser's own time zone) as ISO 8601 with its offset; '' → null. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const seconds = value.length === 16 ? `${value}:00` : value;
  return `${seconds}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** An ISO moment as a datetime-local value in the browser's time zone. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function toEventForm(event: TicketEvent | null): EventForm {
  if (!event) {
    return {
      name: '',
      description: '',
      place: '',
      starts_at: '',
      ends_at: '',
      status: true,
      ticket_types: [blankTicketType()],
    };
  }
  return {
    name: event.name,
    description: event.description ?? '',
    place: event.place,
    starts_at: isoToLocalInput(event.starts_at),
    ends_at: isoToLocalInput(event.ends_at),
    status: event.status !== 0,
    ticket_types: event.ticket_types.map((type) => ({
      id: type.id,
      name: type.name,
      price: String(type.price),
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
    starts_at: localInputToIso(form.starts_at) ?? undefined,
    ends_at: localInputToIso(form.ends_at),
    status: form.status ? 1 : 0,
    ticket_types: form.ticket_types.map(({ id, name, price, quota }) => ({
      ...(id ? { id } : {}),
      name,
      price,
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
  'status',
  'ticket_types',
  ...Array.from({ length: TICKET_TYPES_MAX }, (_, i) =>
    TYPE_FIELDS.map((field) => `ticket_types.${i}.${field}` as Path<EventForm>),
  ).flat(),
];

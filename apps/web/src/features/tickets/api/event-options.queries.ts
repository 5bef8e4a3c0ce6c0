import { useQuery } from '@tanstack/react-query';
import { type EventListReply, eventListReply, isEventActive, type TicketEvent } from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';

/** The events for the pickers of the sales list and the door (GET ticket/ticket-bots). */
export const eventOptionKeys = queryKeysFactory('ticketEventOptions');

export function useEventOptions() {
  return useQuery<EventListReply>({
    queryKey: eventOptionKeys.lists(),
    queryFn: ({ signal }) => apiRequest('ticket/ticket-bots', { schema: eventListReply, signal }),
    staleTime: 30_000,
  });
}

/** How long after its start an event without an end still counts as going on. */
const OPEN_WITHOUT_END_MS = 12 * 60 * 60 * 1000;

/**
 * The event the door opens on: the active one going on or next to start; without any, the
 * latest to have started.
 */
export function defaultEvent(events: readonly TicketEvent[], now: Date): TicketEvent | undefined {
  const t = now.getTime();
  const endOf = (e: TicketEvent) =>
    e.ends_at ? Date.parse(e.ends_at) : Date.parse(e.starts_at) + OPEN_WITHOUT_END_MS;
  const byStart = [...events].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  return byStart.find((e) => isEventActive(e.status) && endOf(e) >= t) ?? byStart.at(-1);
}

import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type EventBody,
  type EventListReply,
  eventListReply,
  eventReply,
  type TelegramSettingsBody,
  type TicketEvent,
} from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory, useInvalidateEntity } from '#web/lib/query-keys.ts';

/** The ticket master's events ("ticket bots", SPEC.md §7). */
export const eventKeys = queryKeysFactory('ticketEvents');

export function useEvents() {
  return useQuery<EventListReply>({
    queryKey: eventKeys.list(),
    queryFn: ({ signal }) => apiRequest('ticket/ticket-bots', { schema: eventListReply, signal }),
  });
}

/**
 * The body of a create or an update: JSON, or multipart when a picture goes with it (the ticket
 * types then travel as one JSON text field, as the contract reads them).
 */
export function eventPayload(body: EventBody, image: File | null): EventBody | FormData {
  if (!image) return body;
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    form.append(key, key === 'ticket_types' ? JSON.stringify(value) : String(value));
  }
  form.append('image', image);
  return form;
}

export type EventSave = { body: EventBody; image: File | null };

export function useSaveEvent(id: number | null) {
  const invalidate = useInvalidateEntity(eventKeys);
  return useMutation({
    mutationFn: async ({ body, image }: EventSave): Promise<TicketEvent> => {
      const path = id ? `ticket/ticket-update/${id}` : 'ticket/ticket-bots';
      const reply = await apiRequest(path, {
        method: 'POST',
        body: eventPayload(body, image),
        schema: eventReply,
      });
      return reply.data;
    },
    onSuccess: (event) => invalidate(event.id),
  });
}

export function useDeleteEvent() {
  const invalidate = useInvalidateEntity(eventKeys);
  return useMutation({
    mutationFn: (id: number) => apiRequest(`ticket/ticket-bots/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => invalidate(id),
  });
}

/** Activate (1) or deactivate (0); answers the server's message. */
export function useEventStatus() {
  const invalidate = useInvalidateEntity(eventKeys);
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 0 | 1 }) =>
      apiRequest(`ticket/ticket-bots/${id}/status`, {
        method: 'PATCH',
        body: { status },
        schema: eventReply,
      }),
    onSuccess: (reply) => invalidate(reply.data.id),
  });
}

export function useConnectEventBot(id: number) {
  const invalidate = useInvalidateEntity(eventKeys);
  return useMutation({
    mutationFn: (body: TelegramSettingsBody) =>
      apiRequest(`ticket/ticket-bots/${id}/telegram`, { method: 'PUT', body }),
    onSuccess: () => invalidate(id),
  });
}

export function useDisconnectEventBot() {
  const invalidate = useInvalidateEntity(eventKeys);
  return useMutation({
    mutationFn: (id: number) => apiRequest(`ticket/ticket-bots/${id}/telegram`, { method: 'DELETE' }),
    onSuccess: (_, id) => invalidate(id),
  });
}

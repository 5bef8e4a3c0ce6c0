import type { TicketEvent } from '@vitrina/contract';

/** An event as GET ticket/events answers it, for the ticket screens' tests: `changes` over a jazz festival. */
export function testEvent(changes: Partial<TicketEvent> = {}): TicketEvent {
  return {
    id: 7,
    ticket_manager_id: 1,
    name: 'Festival de Jazz',
    description: null,
    place: 'Plaza Altamira',
    starts_at: '2026-12-05T23:00:00.000Z',
    ends_at: null,
    status: 1,
    image: null,
    telegram_user_bot: null,
    ticket_types: [],
    created_at: '2026-11-01T12:00:00.000Z',
    time_zone: 'America/Caracas',
    ...changes,
  };
}

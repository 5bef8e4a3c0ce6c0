import { ScreenTitle } from '#web/components/screen-title.tsx';
import { TicketUserTable } from '#web/features/tickets/components/ticket-user-table.tsx';

/** /ticket-user: the people who bought tickets for the ticket master's events. */
export function TicketUserList() {
  return (
    <ScreenTitle titleKey="tickets.users.title">
      <TicketUserTable />
    </ScreenTitle>
  );
}

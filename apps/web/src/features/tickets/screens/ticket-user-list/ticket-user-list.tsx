import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function TicketUserList() {
  return <ScreenTitle titleKey="tickets.users.title" />;
}

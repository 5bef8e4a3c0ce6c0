import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function TicketAccountList() {
  return <ScreenTitle titleKey="tickets.accounts.title" />;
}

import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function EventList() {
  return <ScreenTitle titleKey="tickets.events.title" />;
}

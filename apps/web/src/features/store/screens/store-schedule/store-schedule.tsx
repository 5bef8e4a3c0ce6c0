import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function StoreSchedule() {
  return <ScreenTitle titleKey="store.schedule.title" />;
}

import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function StoreTelegram() {
  return <ScreenTitle titleKey="store.telegram.title" />;
}

import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function RateList() {
  return <ScreenTitle titleKey="delivery.routes.title" />;
}

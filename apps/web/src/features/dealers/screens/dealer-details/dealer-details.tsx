import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function DealerDetails() {
  return <ScreenTitle titleKey="dealers.details.title" />;
}

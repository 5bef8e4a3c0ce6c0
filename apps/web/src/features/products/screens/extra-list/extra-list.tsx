import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function ExtraList() {
  return <ScreenTitle titleKey="products.extras.title" />;
}

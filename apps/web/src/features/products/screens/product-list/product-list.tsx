import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function ProductList() {
  return <ScreenTitle titleKey="products.list.title" />;
}

import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function CatalogueList() {
  return <ScreenTitle titleKey="catalogues.list.title" />;
}

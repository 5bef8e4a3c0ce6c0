import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function StoreFaqList() {
  return <ScreenTitle titleKey="store.faqs.title" />;
}

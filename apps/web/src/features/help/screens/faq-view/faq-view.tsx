import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function FaqView() {
  return <ScreenTitle titleKey="help.faq.title" />;
}

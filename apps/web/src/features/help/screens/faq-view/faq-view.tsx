import { ScreenTitle } from '#web/components/screen-title.tsx';

export function FaqView() {
  return <ScreenTitle titleKey="help.faq.title" />;
}

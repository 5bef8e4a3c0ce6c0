import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function LinkedCompanyList() {
  return <ScreenTitle titleKey="shipping.linkedCompanies.title" />;
}

import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function CompanyBankList() {
  return <ScreenTitle titleKey="banks.companyList.title" />;
}

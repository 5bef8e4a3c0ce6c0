import { ScreenTitle } from '../../../../components/screen-title.tsx';
import { BankAccounts } from '../../components/bank-accounts.tsx';

/** /delivery-bank-list: the delivery company's payment accounts (company/banks). */
export function CompanyBankList() {
  return (
    <ScreenTitle titleKey="banks.companyList.title">
      <BankAccounts side="company" />
    </ScreenTitle>
  );
}

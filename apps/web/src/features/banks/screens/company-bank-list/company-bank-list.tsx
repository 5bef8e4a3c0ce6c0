import { ScreenTitle } from '#web/components/screen-title.tsx';
import { BankAccounts } from '#web/features/banks/components/bank-accounts.tsx';

/** /delivery-bank-list: the delivery company's payment accounts (company/banks). */
export function CompanyBankList() {
  return (
    <ScreenTitle titleKey="banks.companyList.title">
      <BankAccounts side="company" />
    </ScreenTitle>
  );
}

import { ScreenTitle } from '#web/components/screen-title.tsx';
import { BankAccounts } from '#web/features/banks/components/bank-accounts.tsx';

/** /bank-list: the store's accounts for an owner, the platform's for an admin (same endpoints). */
export function BankList() {
  return (
    <ScreenTitle titleKey="banks.list.title">
      <BankAccounts side="panel" />
    </ScreenTitle>
  );
}

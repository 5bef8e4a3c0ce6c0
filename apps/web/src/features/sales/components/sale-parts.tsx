import { type Bill, isClosedSale, PAYMENT_STATUS } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { PaymentPartsPanel } from '#web/components/payment-parts/payment-parts-panel.tsx';
import {
  useRecordPart,
  useRemovePart,
  useStoreAccounts,
} from '#web/features/sales/api/sale-parts.queries.ts';

/** A cancelled or rejected sale takes no payment: its parts are not shown. */
export const showsParts = (bill: Bill) => !isClosedSale(bill.status);

/** A store sale's "Pagos recibidos": parts to the store's accounts, while the sale is not paid. */
export function SalePartsPanel({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const banks = useStoreAccounts();
  const record = useRecordPart();
  const remove = useRemovePart();
  return (
    <PaymentPartsPanel
      sale={{
        id: bill.id,
        total: bill.total,
        payments: bill.payments,
        currency: bill.payment_currency === 'VES' ? 'VES' : 'USD',
      }}
      actions={{
        unpaid: bill.payment_status !== PAYMENT_STATUS.PAID,
        accounts: banks.data ?? [],
        noAccountsText: t('parts.form.noAccounts'),
        record: (fields, proof) => record.mutateAsync({ id: bill.id, fields, proof }),
        remove: (partId) => remove.mutateAsync({ id: bill.id, partId }),
      }}
    />
  );
}

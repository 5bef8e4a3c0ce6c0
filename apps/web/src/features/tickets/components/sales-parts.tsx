import { TICKET_BILL_STATUS, type TicketBillDetail, ticketSaleWaits } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { PaymentPartsPanel } from '#web/components/payment-parts/payment-parts-panel.tsx';
import { useTicketAccounts } from '#web/features/tickets/api/ticket-accounts.queries.ts';
import { useRecordTicketPart, useRemoveTicketPart } from '#web/features/tickets/api/ticket-sales.queries.ts';

/** A rejected sale takes no payment: its parts are not shown. */
export const showsTicketParts = (bill: TicketBillDetail) => bill.status !== TICKET_BILL_STATUS.REJECTED;

/**
 * A ticket sale's "Pagos recibidos" (issue 32 §2), as a store sale's: cash at the box office or a
 * transfer to one of the ticket master's accounts; the parts covering the total verify the sale.
 */
export function SalesParts({ bill }: { bill: TicketBillDetail }) {
  const { t } = useTranslation();
  const accounts = useTicketAccounts();
  const record = useRecordTicketPart();
  const remove = useRemoveTicketPart();
  return (
    <PaymentPartsPanel
      sale={{
        id: bill.id,
        total: bill.total,
        payments: bill.payments,
        currency: bill.usd_amount > 0 ? 'USD' : 'VES',
      }}
      actions={{
        unpaid: ticketSaleWaits(bill.status),
        accounts: accounts.data ?? [],
        noAccountsText: t('parts.form.noOwnAccounts'),
        record: (fields, proof) => record.mutateAsync({ id: bill.id, fields, proof }),
        remove: (partId) => remove.mutateAsync({ id: bill.id, partId }),
      }}
    />
  );
}

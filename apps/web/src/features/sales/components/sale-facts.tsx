import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type Bill, isCashSale, paymentWordOf } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { DeliveryProof } from '#web/components/delivery-proof.tsx';
import { Facts } from '#web/components/facts.tsx';
import { ProofImage } from '#web/components/proof-image.tsx';
import { PaymentStatusChip } from '#web/components/sale-status-chip.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import { useCashAmount } from './cash-amount.ts';

export function SaleCustomerFacts({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const { customer, contact } = bill;
  // What the shopper gave with this order, where it is not the customer's saved contact.
  const given = (value: string | null | undefined, saved: string | null) =>
    value && value !== saved ? value : null;
  return (
    <Facts
      rows={[
        [t('sales.customer.name'), `${customer.name} ${customer.lastname}`.trim()],
        [t('sales.customer.email'), customer.email],
        [t('sales.customer.orderEmail'), given(contact?.email, customer.email)],
        [t('sales.customer.phone'), customer.phone],
        [t('sales.customer.orderPhone'), given(contact?.phone, customer.phone)],
        [t('sales.customer.username'), customer.username ? `@${customer.username}` : null],
        [t('sales.customer.channel'), t(`sales.channels.${bill.channel}`)],
      ]}
    />
  );
}

export function SalePaymentFacts({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const format = useFormat();
  const cash = isCashSale(bill);
  const cashAmount = useCashAmount(bill);
  const method = bill.payment_method
    ? t(`sales.paymentMethods.${bill.payment_method}`, { defaultValue: bill.payment_method })
    : null;
  return (
    <>
      <Facts
        rows={[
          [t('sales.payment.method'), method],
          [t('sales.payment.currency'), bill.payment_currency],
          // Cash has no account, reference or proof: what is (or was) taken at the door instead.
          ...(cash
            ? [[t(`sales.payment.cash.${cashState(bill)}`), cashAmount] as const]
            : [
                [
                  t('sales.payment.bank'),
                  bill.bank ? `${bill.bank.bank_name} (${bill.bank.account_type})` : null,
                ] as const,
                [t('sales.payment.reference'), bill.payment_reference] as const,
              ]),
          [t('sales.payment.totalUsd'), format.money(bill.total)],
          [
            t('sales.payment.rate'),
            bill.dollar_rate === null
              ? null
              : t('sales.payment.rateValue', {
                  rate: format.number(bill.dollar_rate, { maximumFractionDigits: 4 }),
                }),
          ],
          [
            t('sales.payment.vesAmount'),
            bill.ves_amount === null ? null : format.money(bill.ves_amount, 'VES'),
          ],
          [t('sales.payment.status'), <PaymentStatusChip key="paid" sale={bill} />],
        ]}
      />
      <Box sx={{ mt: 2 }}>
        {cash ? (
          <CashNote bill={bill} />
        ) : bill.proof_image ? (
          <ProofImage src={bill.proof_image} saleId={bill.id} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('sales.payment.noProof')}
          </Typography>
        )}
      </Box>
    </>
  );
}

/** A cash sale's money: taken, still to take, or none (the sale was cancelled or rejected first). */
function cashState(bill: Bill): 'collected' | 'due' | 'none' {
  const word = paymentWordOf(bill);
  return word === 'paid' ? 'collected' : word === 'cashDue' ? 'due' : 'none';
}

/** Who takes a cash sale's money, while it is due: at the counter, the store's courier, or the delivery company. */
function CashNote({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  if (cashState(bill) !== 'due') return null;
  const { company_id, mode } = bill.shipping_info;
  const who = company_id !== null ? 'company' : mode === 'pickup' ? 'pickup' : 'store';
  return (
    <Typography variant="body2" color="text.secondary">
      {t(`sales.payment.cashNote.${who}`)}
    </Typography>
  );
}

export function SaleShippingFacts({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const format = useFormat();
  const shipping = bill.shipping_info;
  return (
    <>
      <Facts
        rows={[
          [t('sales.shipping.mode'), t(`sales.shipping.modes.${shipping.mode}`)],
          [t('sales.shipping.address'), shipping.address],
          [
            t('sales.shipping.distance'),
            shipping.km === null ? null : t('sales.shipping.km', { km: shipping.km }),
          ],
          [
            t('sales.shipping.company'),
            shipping.company_id === null
              ? null
              : (shipping.company_name ?? t('sales.shipping.companyNumber', { id: shipping.company_id })),
          ],
          [
            t('shipments.facts.courier'),
            shipping.courier ? `${shipping.courier.name} · ${shipping.courier.phone}` : null,
          ],
          [t('sales.shipping.fee'), format.money(bill.shipping)],
        ]}
      />
      <SaleDeliveryProof bill={bill} />
    </>
  );
}

/** The delivery company's photo and note, once it delivered the sale. */
function SaleDeliveryProof({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const { delivery_proof, delivery_note } = bill.shipping_info;
  if (!delivery_proof && !delivery_note) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {t('shipments.proof.title')}
      </Typography>
      <DeliveryProof saleId={bill.id} image={delivery_proof} note={delivery_note} />
    </Box>
  );
}

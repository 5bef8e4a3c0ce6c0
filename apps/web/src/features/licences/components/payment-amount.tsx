import Typography from '@mui/material/Typography';
import type { LicencePayment } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#web/lib/use-format.ts';

/** What a payment was worth in dollars, and for a VES payment the bolívares paid at its rate. */
export function PaymentAmount({ payment }: { payment: LicencePayment }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {format.money(payment.amount)}
      </Typography>
      {payment.currency === 'VES' && payment.ves_amount !== null ? (
        <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
          {payment.dollar_rate === null
            ? format.money(payment.ves_amount, 'VES')
            : t('licences.price.vesAtRate', {
                amount: format.money(payment.ves_amount, 'VES'),
                rate: format.number(payment.dollar_rate, { maximumFractionDigits: 4 }),
              })}
        </Typography>
      ) : null}
    </>
  );
}

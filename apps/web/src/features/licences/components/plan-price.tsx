import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { planAmounts } from '#web/features/licences/api/licence.ts';
import { useFormat } from '#web/lib/use-format.ts';

/** A plan's price in dollars, and below it in bolívares at the dollar rate in force. */
export function PlanPrice({
  price,
  rate,
  variant = 'body2',
}: {
  price: number;
  rate: number;
  variant?: 'body2' | 'h5';
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { usd, ves } = planAmounts(price, rate);
  return (
    <>
      <Typography variant={variant} component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {format.money(usd)}
      </Typography>
      <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
        {t('licences.price.inVes', { amount: format.money(ves, 'VES') })}
      </Typography>
    </>
  );
}

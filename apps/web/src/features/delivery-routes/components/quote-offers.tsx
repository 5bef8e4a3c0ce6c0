import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { QuoteOffer, QuoteReply } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { loadErrorText } from '#web/components/load-error.ts';
import { useFormat } from '#web/lib/use-format.ts';

type QuoteOffersProps = { quote: UseQueryResult<QuoteReply>; asked: boolean };

/** The simulator's answer: one line per offer with how it was priced and its price. */
export function QuoteOffers({ quote, asked }: QuoteOffersProps) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!asked) return null;
  if (quote.error)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {loadErrorText(t, quote.error)}
      </Alert>
    );
  if (!quote.data) return null;
  const { offers, distance_km } = quote.data;
  return (
    <section aria-labelledby="quote-offers" aria-live="polite">
      <Typography id="quote-offers" variant="subtitle1" component="h3" sx={{ mt: 3 }}>
        {t('shipping.quote.offers', { count: offers.length })}
      </Typography>
      {distance_km != null ? (
        <Typography variant="body2" color="text.secondary">
          {t('shipping.quote.distance', { km: format.number(distance_km) })}
        </Typography>
      ) : null}
      <List aria-label={t('shipping.quote.listLabel')}>
        {offers.map((offer) => (
          <ListItem key={`${offer.kind}-${offer.company_id ?? 0}`} divider sx={{ gap: 2 }}>
            <ListItemText primary={offer.name} secondary={<OfferHow offer={offer} />} />
            <OfferPrice offer={offer} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}

function OfferPrice({ offer }: { offer: QuoteOffer }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!offer.available || offer.price === null) {
    return <Chip size="small" label={t('shipping.quote.unavailable')} />;
  }
  return (
    <Typography sx={{ fontWeight: 600 }}>
      {offer.price === 0 ? t('shipping.quote.free') : format.money(offer.price)}
    </Typography>
  );
}

function OfferHow({ offer }: { offer: QuoteOffer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const parts: string[] = [t(`shipping.quote.kinds.${offer.kind}`)];
  if (offer.mode === 'route' && offer.percentage !== null) {
    parts.push(t('shipping.quote.byRoute', { percentage: format.number(offer.percentage) }));
  }
  if (offer.mode === 'geolocation') parts.push(t('shipping.quote.byDistance'));
  if (offer.available && offer.fee > 0) parts.push(t('shipping.quote.fee', { fee: format.money(offer.fee) }));
  if (offer.kind === 'company' && !offer.charged_to_shopper) parts.push(t('shipping.quote.notCharged'));
  if (!offer.available && offer.kind !== 'pickup') parts.push(t('shipping.quote.noMatch'));
  return <>{parts.join(' · ')}</>;
}

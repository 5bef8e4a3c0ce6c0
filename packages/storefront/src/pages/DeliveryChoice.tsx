import type { QuoteOffer, ShopQuoteReply } from '@vitrina/contract';
import { useEffect, useState } from 'react';
import type { CartLine } from '#storefront/lib/cart.ts';
import { destinationOf, type Errors, type Fields, fetchQuote } from '#storefront/lib/checkout.ts';
import { useShop } from '#storefront/lib/context.tsx';
import { usd } from '#storefront/lib/format.ts';
import type { Places } from '#storefront/lib/props.ts';
import { Field, FieldErrors } from './Field.tsx';
import { PlaceChoice } from './PlaceChoice.tsx';

type Props = {
  alias: string;
  places: Places | null;
  lines: CartLine[];
  fields: Fields;
  set: (name: string) => (value: string) => void;
  errors: Errors;
  onTotals: (subtotal: number, shipping: number) => void;
};

const offerKey = (o: QuoteOffer) => (o.kind === 'company' ? `company:${o.company_id}` : o.kind);
const cost = (o: QuoteOffer | undefined) => (o?.available && o.charged_to_shopper ? (o.price ?? 0) : 0);

/** Pick-up, the store's couriers or a linked company, priced by the server for this cart and place. */
export function DeliveryChoice({ alias, places, lines, fields, set, errors, onTotals }: Props) {
  const { tr } = useShop();
  const [quote, setQuote] = useState<ShopQuoteReply | null>(null);
  const [state, setState] = useState<'idle' | 'quoting' | 'failed'>('idle');
  const [geo, setGeo] = useState<'' | 'locating' | 'located' | 'failed'>('');
  const [chosen, setChosen] = useState('');
  const point = Boolean(fields.latitude && fields.longitude);
  const destination = destinationOf(fields);
  const key = JSON.stringify([lines.map((l) => [l.product_id, l.quantity, l.extra_ids]), destination]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the cart and the destination.
  useEffect(() => {
    let live = true;
    setState('quoting');
    fetchQuote(alias, lines, destination)
      .then((q) => {
        if (!live) return;
        setQuote(q);
        setState('idle');
      })
      .catch(() => {
        if (live) setState('failed');
      });
    return () => {
      live = false;
    };
  }, [alias, key]);

  const offer = quote?.offers.find((o) => offerKey(o) === chosen);
  useEffect(() => {
    if (quote) onTotals(quote.subtotal, cost(offer));
  }, [quote, offer, onTotals]);

  const choose = (o: QuoteOffer) => {
    setChosen(offerKey(o));
    set('delivery')(o.kind);
    set('company_id')(o.company_id === null ? '' : String(o.company_id));
  };
  const locate = () => {
    if (!('geolocation' in navigator)) return setGeo('failed');
    setGeo('locating');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        set('latitude')(pos.coords.latitude.toFixed(6));
        set('longitude')(pos.coords.longitude.toFixed(6));
        setGeo('located');
      },
      () => setGeo('failed'),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return (
    <fieldset aria-describedby={errors.delivery ? 'err-delivery' : undefined}>
      <legend>{tr.t('delivery')}</legend>
      {fields.delivery !== 'pickup' && (
        <>
          <button type="button" className="secondary" onClick={locate} disabled={geo === 'locating'}>
            {tr.t('useLocation')}
          </button>
          <p className="muted" role="status">
            {geo === 'locating' && tr.t('locating')}
            {geo === 'located' && tr.t('located')}
            {geo === 'failed' && tr.t('locationFailed')}
            {!geo && !point && tr.t('needsAddress')}
          </p>
          {places && <PlaceChoice places={places} fields={fields} set={set} />}
          <Field
            name="address"
            label={tr.t('address')}
            value={fields.address ?? ''}
            onChange={set('address')}
            errors={errors.address ?? errors.latitude}
            autoComplete="street-address"
            optional={point ? tr.t('optional') : undefined}
            maxLength={300}
          />
        </>
      )}
      {state === 'quoting' && <p role="status">{tr.t('quoting')}</p>}
      {state === 'failed' && <p className="alert">{tr.t('quoteFailed')}</p>}
      {quote?.offers.map((o) => (
        <label key={offerKey(o)} className="check">
          <input
            type="radio"
            name="delivery"
            value={offerKey(o)}
            checked={chosen === offerKey(o)}
            disabled={!o.available}
            onChange={() => choose(o)}
          />
          <span>
            {o.kind === 'pickup' ? tr.t('pickup') : o.name}{' '}
            <strong>
              {!o.available
                ? tr.t('unavailable')
                : !o.charged_to_shopper
                  ? tr.t('noCharge')
                  : o.price
                    ? usd(tr, o.price)
                    : tr.t('free')}
            </strong>
          </span>
        </label>
      ))}
      <FieldErrors name="delivery" errors={errors.delivery ?? errors.company_id} />
    </fieldset>
  );
}

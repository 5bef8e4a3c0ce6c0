import { lazy, Suspense } from 'react';
import { CART_MAX_QUANTITY, cartTotal, removeLine, setQuantity } from '#storefront/lib/cart.ts';
import { useCart, useShop } from '#storefront/lib/context.tsx';
import { link, ordersBlockedText, storePath, usd, ves } from '#storefront/lib/format.ts';
import type { CartPageProps } from '#storefront/lib/props.ts';
import { Main, RateNote, StoreBar } from './Frame.tsx';

// The checkout form loads only on the cart page, once there is a cart: product pages never pay for it.
const Checkout = lazy(() => import('./Checkout.tsx').then((m) => ({ default: m.Checkout })));

export function CartPage({ store, payment, places, rateSince }: CartPageProps) {
  const { tr, langQuery } = useShop();
  const alias = store.web_store ?? '';
  const cart = useCart(alias);
  const lines = cart.lines;
  const blocked = ordersBlockedText(tr, store);
  return (
    <>
      <StoreBar store={store} />
      <Main>
        <h1>{tr.t('cartTitle')}</h1>
        <noscript>
          <p className="alert">{tr.t('needsJs')}</p>
        </noscript>
        {lines !== null && lines.length === 0 && (
          <div className="empty">
            <p>{tr.t('cartEmpty')}</p>
            <a className="button" href={link(storePath(alias), langQuery)}>
              {tr.t('keepShopping')}
            </a>
          </div>
        )}
        {lines !== null && lines.length > 0 && (
          <>
            <ul className="lines">
              {lines.map((l, i) => (
                <li key={`${l.product_id}:${l.extra_ids.join(',')}`} className="line">
                  {l.thumb && <img src={l.thumb} alt="" width={64} height={64} />}
                  <div className="line-info">
                    <a href={link(`${storePath(alias)}/producto/${l.product_id}`, langQuery)}>{l.name}</a>
                    <span>{usd(tr, l.price * l.quantity)}</span>
                  </div>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={CART_MAX_QUANTITY}
                    value={l.quantity}
                    aria-label={tr.t('quantityOf', { name: l.name })}
                    onChange={(e) => cart.save(setQuantity(lines, i, Number(e.target.value)))}
                  />
                  <button
                    type="button"
                    className="secondary"
                    aria-label={tr.t('removeItem', { name: l.name })}
                    onClick={() => cart.save(removeLine(lines, i))}
                  >
                    {tr.t('remove')}
                  </button>
                </li>
              ))}
            </ul>
            <p className="total">
              {tr.t('subtotal')}: <strong>{usd(tr, cartTotal(lines))}</strong>{' '}
              {ves(tr, cartTotal(lines), store.dollar_rate)}
            </p>
            {/* The subtotal in bolívares comes with its rate and since when it is in force. */}
            <RateNote rate={store.dollar_rate} since={rateSince} />
            {/* The checkout asks the server first whether this cart can be ordered now (closed, short). */}
            {blocked === null ? (
              <Suspense fallback={null}>
                <Checkout
                  store={store}
                  payment={payment}
                  places={places}
                  rateSince={rateSince}
                  lines={lines}
                  onPlaced={() => cart.save([])}
                />
              </Suspense>
            ) : (
              <p className="alert">{blocked}</p>
            )}
          </>
        )}
      </Main>
    </>
  );
}

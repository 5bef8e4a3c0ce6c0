import { useState } from 'react';
import { addLine, CART_MAX_QUANTITY } from '#storefront/lib/cart.ts';
import { useCart, useShop } from '#storefront/lib/context.tsx';
import { link, ordersBlockedText, storePath, usd, ves } from '#storefront/lib/format.ts';
import type { ProductPageProps } from '#storefront/lib/props.ts';
import { Main, Price, RateNote, StoreBar } from './Frame.tsx';
import { Gallery } from './Gallery.tsx';

export function ProductPage({ store, product, rateSince }: ProductPageProps) {
  const { tr, langQuery } = useShop();
  const home = storePath(store.web_store ?? '');
  const cart = useCart(store.web_store ?? '');
  const [extraIds, setExtraIds] = useState<number[]>([]);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const max = Math.min(CART_MAX_QUANTITY, Math.max(1, product.stock));
  const unit =
    product.extras.filter((e) => extraIds.includes(e.id)).reduce((c, e) => c + Math.round(e.price * 100), 0) /
      100 +
    product.price;
  const blocked = ordersBlockedText(tr, store);
  const canBuy = product.in_stock && product.stock > 0 && blocked === null;

  const toggle = (id: number) => {
    setAdded(false);
    setExtraIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  };
  const add = () => {
    if (!cart.lines) return;
    cart.save(
      addLine(cart.lines, {
        product_id: product.id,
        quantity,
        extra_ids: extraIds,
        name: product.name,
        price: Math.round(unit * 100) / 100,
        thumb: product.thumb,
      }),
    );
    setAdded(true);
  };

  return (
    <>
      <StoreBar store={store} />
      <Main>
        <a className="back" href={link(home, langQuery)}>
          {tr.t('back')}
        </a>
        <article className="product">
          <Gallery images={product.images} name={product.name} />
          <div className="product-info">
            <h1>{product.name}</h1>
            <Price usd={usd(tr, product.price)} ves={ves(tr, product.price, store.dollar_rate)} />
            <RateNote rate={store.dollar_rate} since={rateSince} />
            {product.description && <p className="description">{product.description}</p>}
            {blocked && <p className="alert">{blocked}</p>}
            {/* The cart keeps it for later; the order itself waits for the store to open. */}
            {!blocked && !store.open_now && <p className="alert">{tr.t('closedNow')}</p>}
            {canBuy ? (
              <p className="muted">{tr.plural('stockLeft', product.stock)}</p>
            ) : (
              <p className="soldout">{tr.t('soldOut')}</p>
            )}
            <form
              className="buy"
              onSubmit={(e) => {
                e.preventDefault();
                add();
              }}
            >
              {product.extras.length > 0 && (
                <fieldset>
                  <legend>{tr.t('extras')}</legend>
                  {product.extras.map((x) => (
                    <label key={x.id} className="check">
                      <input
                        type="checkbox"
                        name="extra_ids"
                        value={x.id}
                        checked={extraIds.includes(x.id)}
                        onChange={() => toggle(x.id)}
                      />
                      <span>
                        {x.name} <span suppressHydrationWarning>+{usd(tr, x.price)}</span>
                      </span>
                    </label>
                  ))}
                </fieldset>
              )}
              <label htmlFor="quantity">{tr.t('quantity')}</label>
              <input
                id="quantity"
                type="number"
                inputMode="numeric"
                min={1}
                max={max}
                value={quantity}
                onChange={(e) => {
                  setAdded(false);
                  setQuantity(Math.min(max, Math.max(1, Math.floor(Number(e.target.value)) || 1)));
                }}
              />
              <p className="total">
                {tr.t('total')}: <strong suppressHydrationWarning>{usd(tr, unit * quantity)}</strong>{' '}
                <span suppressHydrationWarning>{ves(tr, unit * quantity, store.dollar_rate)}</span>
              </p>
              <button type="submit" disabled={!canBuy || cart.lines === null}>
                {tr.t('addToCart')}
              </button>
              <noscript>
                <p className="alert">{tr.t('needsJs')}</p>
              </noscript>
              {added && (
                <p className="ok" role="status">
                  {tr.t('added')} <a href={link(`${home}/carrito`, langQuery)}>{tr.t('viewCart')}</a>
                </p>
              )}
            </form>
          </div>
        </article>
      </Main>
    </>
  );
}

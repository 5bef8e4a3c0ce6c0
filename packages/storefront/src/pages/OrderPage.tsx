import { isCashSale, paymentWordOf, type ShopOrder } from '@vitrina/contract';
import { useState } from 'react';
import { useShop } from '#storefront/lib/context.tsx';
import { bolivars, link, storePath, usd, ves } from '#storefront/lib/format.ts';
import type { OrderPageProps } from '#storefront/lib/props.ts';
import { NotifyButton } from './NotifyButton.tsx';
import { ProofForm } from './ProofForm.tsx';

const statusKey = (s: number) => `status${s}` as 'status1';
type HistoryRow = ShopOrder['history'][number];

/** The shopper's own order at its private address. */
export function OrderPage({ token, order, placedOn, expiresOn, historyAt }: OrderPageProps) {
  const { tr, langQuery } = useShop();
  const [confirming, setConfirming] = useState(false);
  const known = (s: number) => s >= 1 && s <= 7;
  const rate = order.payment.dollar_rate;
  // A cash order is accepted, not paid, when the store verifies it: its money comes at pick-up or delivery.
  const cash = isCashSale(order);
  const word = paymentWordOf(order);
  const statusText = (s: number) =>
    !known(s)
      ? ''
      : cash && (s === 1 || s === 2)
        ? tr.t(s === 1 ? 'cashStatus1' : 'cashStatus2')
        : tr.t(statusKey(s));
  const historyText = (h: HistoryRow) =>
    h.event === 'cash_collected'
      ? tr.t('eventCashCollected')
      : h.event === 'expired'
        ? tr.t('eventExpired')
        : h.event === 'proof_sent'
          ? tr.t('eventProofSent')
          : statusText(h.status);
  // The cash to hand over, in the currency the shopper chose (bolívares at the order's rate).
  const cashAmount =
    order.payment.currency === 'USD'
      ? usd(tr, order.total)
      : order.payment.ves_total !== null
        ? bolivars(tr, order.payment.ves_total)
        : rate
          ? ves(tr, order.total, rate)
          : usd(tr, order.total);
  const d = order.delivery;
  const how =
    d.mode === 'pickup'
      ? tr.t('pickupAtStore')
      : d.company
        ? tr.t('companyDelivery', { company: d.company })
        : tr.t('storeDelivery');

  const confirm = async () => {
    setConfirming(true);
    const res = await fetch(`/api/shop/orders/${token}/received`, { method: 'POST' }).catch(() => null);
    if (res?.ok) window.location.reload();
    else setConfirming(false);
  };

  return (
    <main id="content" className="main">
      <p className="muted">{tr.t('orderAt', { store: order.store.name })}</p>
      <h1>{tr.t('orderTitle', { id: order.id })}</h1>
      <p className="muted">{tr.t('placedOn', { date: placedOn })}</p>
      <p className="badge state">{statusText(order.status)}</p>
      {expiresOn && <p className="alert">{tr.t('expiresNotice', { when: expiresOn })}</p>}
      <p className="muted">{tr.t('keepLink')}</p>
      {order.can_confirm_receipt && (
        <form
          className="receipt"
          method="post"
          action={link(`/tienda/pedido/${token}/recibido`, langQuery)}
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <p>{tr.t('confirmHelp')}</p>
          <button type="submit" disabled={confirming}>
            {tr.t('confirmReceipt')}
          </button>
        </form>
      )}
      {order.status === 5 && <p className="ok">{tr.t('receiptDone')}</p>}
      <section aria-labelledby="items-title">
        <h2 id="items-title">{tr.t('items')}</h2>
        <ul className="lines">
          {order.items.map((it, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's items never move.
            <li key={i} className="line">
              <div className="line-info">
                <span>{it.name}</span>
                <span className="muted">
                  {tr.t('unitPrice', { quantity: it.quantity, price: usd(tr, it.unit_price) })}
                </span>
                {it.extras.length > 0 && (
                  <span className="muted">
                    {tr.t('withExtras', {
                      extras: it.extras.map((x) => `${x.name} (+${usd(tr, x.price)})`).join(', '),
                    })}
                  </span>
                )}
              </div>
              <strong>{usd(tr, it.total)}</strong>
            </li>
          ))}
        </ul>
        <dl className="sums">
          <dt>{tr.t('subtotal')}</dt>
          <dd>{usd(tr, order.subtotal)}</dd>
          <dt>{tr.t('shipping')}</dt>
          <dd>{order.shipping ? usd(tr, order.shipping) : tr.t('free')}</dd>
          <dt>{tr.t('total')}</dt>
          <dd>
            <strong>{usd(tr, order.total)}</strong>
            {rate ? ` ${ves(tr, order.total, rate)}` : ''}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="pay-title">
        <h2 id="pay-title">{tr.t('paymentState')}</h2>
        <p>{tr.t(word)}</p>
        {cash && word === 'cashDue' && (
          <p>
            <strong>{tr.t('cashReady', { amount: cashAmount })}</strong>
          </p>
        )}
        {cash && word === 'paid' && <p className="muted">{tr.t('cashPaid', { amount: cashAmount })}</p>}
        {order.proof_due && <ProofForm token={token} order={order} />}
        {order.payment.bank_name && !order.proof_due && (
          <p className="muted">
            {tr.t('paidWith', { bank: order.payment.bank_name, reference: order.payment.reference ?? '' })}
          </p>
        )}
        {!cash && order.payment.currency === 'VES' && order.payment.ves_total !== null && (
          <p className="muted">
            {tr.t('vesTotal', {
              amount: bolivars(tr, order.payment.ves_total),
            })}
          </p>
        )}
      </section>
      <section aria-labelledby="ship-title">
        <h2 id="ship-title">{tr.t('shippingState')}</h2>
        <p>{how}</p>
        {d.address && <p className="muted">{tr.t('deliverTo', { address: d.address })}</p>}
        {d.proof && (
          <figure>
            <img src={d.proof} alt={tr.t('deliveryPhoto')} width={320} height={320} loading="lazy" />
            <figcaption>{tr.t('deliveryPhoto')}</figcaption>
          </figure>
        )}
      </section>
      <section aria-labelledby="history-title">
        <h2 id="history-title">{tr.t('history')}</h2>
        <ol className="history">
          {order.history.map((h, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end.
            <li key={i}>
              <strong>{historyText(h)}</strong> <span className="muted">{historyAt[i]}</span>
            </li>
          ))}
        </ol>
      </section>
      {order.push_key && <NotifyButton token={token} orderId={order.id} pushKey={order.push_key} />}
      <p className="links">
        {order.store.web_store && (
          <a href={link(storePath(order.store.web_store), langQuery)}>{tr.t('back')}</a>
        )}
        {order.store.telegram_user_bot && (
          <a href={`https://t.me/${encodeURIComponent(order.store.telegram_user_bot)}`}>{tr.t('askStore')}</a>
        )}
      </p>
    </main>
  );
}

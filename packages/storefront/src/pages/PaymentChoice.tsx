import type { ShopAccountsReply } from '@vitrina/contract';
import { moneyAmount } from '@vitrina/contract';
import { cashTakenFor, type Errors, type Fields, paysCash, paysLater } from '#storefront/lib/checkout.ts';
import { useShop } from '#storefront/lib/context.tsx';
import { usd, ves } from '#storefront/lib/format.ts';
import { FieldErrors } from './Field.tsx';

type Props = {
  payment: ShopAccountsReply;
  /** Since when the rate is in force, written by the server; null for the default rate. */
  rateSince: string | null;
  /** USD of the order with its shipping. */
  total: number;
  ready: boolean;
  fields: Fields;
  set: (name: string) => (value: string) => void;
  errors: Errors;
};

/**
 * How the shopper pays: a transfer into one of the store's accounts (each shows what to transfer
 * to it, in dollars or in bolívares at the rate), now with its proof or, where the store lets
 * unpaid orders expire, later from the order page; or, where the store takes it for the delivery
 * chosen, cash at pick-up or on delivery, in dollars or bolívares.
 */
export function PaymentChoice({ payment, rateSince, total, ready, fields, set, errors }: Props) {
  const { tr } = useShop();
  const rate = moneyAmount(payment.dollar_rate, tr.lang);
  const cashOffered = cashTakenFor(payment.cash, fields.delivery);
  const cash = cashOffered && paysCash(fields);
  const laterHours = payment.pay_later_hours;
  const later = laterHours !== null && paysLater(fields);
  const pickup = fields.delivery === 'pickup';
  // Where the store takes cash only for the other kind of delivery, the shopper learns how to get it.
  const both = payment.cash.pickup && payment.cash.delivery;
  const cashElsewhere =
    cashOffered || both
      ? null
      : payment.cash.pickup
        ? tr.t('cashOnlyPickup')
        : payment.cash.delivery
          ? tr.t('cashOnlyDelivery')
          : null;
  // The ways to pay this order: a transfer with its proof, one sent later, cash.
  const ways = [
    { value: 'transfer', label: tr.t('payTransfer'), checked: !cash && !later, offered: true },
    { value: 'later', label: tr.t('payLater'), checked: later, offered: laterHours !== null },
    {
      value: 'cash',
      label: tr.t(pickup ? 'payCashPickup' : 'payCashDelivery'),
      checked: cash,
      offered: cashOffered,
    },
  ].filter((way) => way.offered);
  const describedBy = (name: string) => (errors[name]?.length ? `err-${name}` : undefined);
  return (
    <fieldset aria-describedby={cash ? undefined : describedBy('bank_id')}>
      <legend>{tr.t('payment')}</legend>
      {ready && (
        <p className="total">
          {tr.t('total')}: <strong>{usd(tr, total)}</strong> {ves(tr, total, payment.dollar_rate)}
          <br />
          <span className="muted">
            {rateSince === null ? tr.t('rate', { rate }) : tr.t('rateSince', { rate, at: rateSince })}
          </span>
        </p>
      )}
      {ways.length > 1 && (
        <fieldset className="choice" aria-describedby={describedBy('payment')}>
          <legend>{tr.t('payHow')}</legend>
          {ways.map((way) => (
            <label key={way.value} className="check">
              <input
                type="radio"
                name="payment"
                value={way.value}
                checked={way.checked}
                onChange={() => set('payment')(way.value)}
              />
              <span>{way.label}</span>
            </label>
          ))}
        </fieldset>
      )}
      {cashElsewhere && <p className="muted">{cashElsewhere}</p>}
      {/* The server's refusal of cash (the store stopped taking it for this delivery) shows even
          where the choice is no longer offered. */}
      <FieldErrors name="payment" errors={errors.payment} />
      {cash ? (
        <fieldset className="choice" aria-describedby={describedBy('cash_currency')}>
          <legend>{tr.t('cashCurrency')}</legend>
          {(['USD', 'VES'] as const).map((currency) => (
            <label key={currency} className="check">
              <input
                type="radio"
                name="cash_currency"
                value={currency}
                checked={fields.cash_currency === currency}
                onChange={() => set('cash_currency')(currency)}
              />
              <span>
                {tr.t(currency === 'USD' ? 'cashUsd' : 'cashVes')}
                {ready && (
                  <>
                    {' · '}
                    <strong>
                      {currency === 'USD' ? usd(tr, total) : ves(tr, total, payment.dollar_rate)}
                    </strong>
                  </>
                )}
              </span>
            </label>
          ))}
          <FieldErrors name="cash_currency" errors={errors.cash_currency} />
          <p className="muted">{tr.t(pickup ? 'cashHintPickup' : 'cashHintDelivery')}</p>
        </fieldset>
      ) : (
        <>
          {payment.accounts.length === 0 && <p className="alert">{tr.t('noAccounts')}</p>}
          {payment.accounts.map((a) => (
            <label key={a.id} className="check account">
              <input
                type="radio"
                name="bank_id"
                value={a.id}
                checked={fields.bank_id === String(a.id)}
                onChange={() => set('bank_id')(String(a.id))}
              />
              <span>
                <strong>{a.bank_name}</strong>
                {ready && (
                  <>
                    {' · '}
                    {tr.t('transfer', {
                      amount: a.account_type === 'VES' ? ves(tr, total, payment.dollar_rate) : usd(tr, total),
                    })}
                  </>
                )}
                <br />
                {tr.t('accountNumber', { number: a.account_number })}
                <br />
                {tr.t('owner', {
                  name: a.owner_full_name,
                  document: `${a.owner_idenfication_type}-${a.owner_idenfication}`,
                })}
              </span>
            </label>
          ))}
          <FieldErrors name="bank_id" errors={errors.bank_id} />
          {later && <p className="muted">{tr.t('payLaterHint', { hours: laterHours })}</p>}
        </>
      )}
    </fieldset>
  );
}

import type { ShopAccountsReply } from '@vitrina/contract';
import { moneyAmount } from '@vitrina/contract';
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
  value: string;
  onChange: (bankId: string) => void;
  errors?: string[];
};

/** The store's accounts; each shows what to transfer to it, in dollars or in bolívares at the rate. */
export function PaymentChoice({ payment, rateSince, total, ready, value, onChange, errors }: Props) {
  const { tr } = useShop();
  const rate = moneyAmount(payment.dollar_rate, tr.lang);
  return (
    <fieldset aria-describedby={errors?.length ? 'err-bank_id' : undefined}>
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
      {payment.accounts.length === 0 && <p className="alert">{tr.t('noAccounts')}</p>}
      {payment.accounts.map((a) => (
        <label key={a.id} className="check account">
          <input
            type="radio"
            name="bank_id"
            value={a.id}
            checked={value === String(a.id)}
            onChange={() => onChange(String(a.id))}
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
      <FieldErrors name="bank_id" errors={errors} />
    </fieldset>
  );
}

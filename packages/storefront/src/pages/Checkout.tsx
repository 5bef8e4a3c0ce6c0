import type { ShopStore } from '@vitrina/contract';
import { useCallback, useEffect, useState } from 'react';
import type { CartLine } from '#storefront/lib/cart.ts';
import {
  checkForm,
  checkOrder,
  type Errors,
  type Fields,
  paysCash,
  paysLater,
  placeOrder,
  settlePayment,
} from '#storefront/lib/checkout.ts';
import { useShop } from '#storefront/lib/context.tsx';
import { link } from '#storefront/lib/format.ts';
import type { CartPageProps } from '#storefront/lib/props.ts';
import { DeliveryChoice } from './DeliveryChoice.tsx';
import { Field, FieldErrors, ProofField } from './Field.tsx';
import { PaymentChoice } from './PaymentChoice.tsx';

type Props = {
  store: ShopStore;
  payment: CartPageProps['payment'];
  places: CartPageProps['places'];
  rateSince: CartPageProps['rateSince'];
  lines: CartLine[];
  onPlaced: () => void;
};

/** The checkout form: contact, delivery, payment (a transfer and its proof, or cash), sent as multipart. */
export function Checkout({ store, payment, places, rateSince, lines, onPlaced }: Props) {
  const { tr, langQuery } = useShop();
  const [fields, setFields] = useState<Fields>({});
  const [proof, setProof] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState('');
  const [sending, setSending] = useState(false);
  const [shipping, setShipping] = useState(0);
  const [subtotal, setSubtotal] = useState<number | null>(null);
  // A delivery the store takes no cash for puts the payment back to a transfer.
  const set = (name: string) => (value: string) =>
    setFields((f) => settlePayment({ ...f, [name]: value }, payment.cash));
  const cash = paysCash(fields);
  // Cash has no transfer to prove; a transfer sent later is proved from the order page.
  const noProofNow = cash || paysLater(fields);
  const field = (name: string, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      name={name}
      label={label}
      value={fields[name] ?? ''}
      onChange={set(name)}
      errors={errors[name]}
      {...extra}
    />
  );

  const onTotals = useCallback((sub: number, ship: number) => {
    setSubtotal(sub);
    setShipping(ship);
  }, []);

  // Before any payment field: can this cart be ordered now? Asked again when the cart changes.
  const [refusal, setRefusal] = useState<string | null | undefined>(undefined);
  const cartKey = JSON.stringify(lines.map((l) => [l.product_id, l.quantity, l.extra_ids]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: cartKey stands for the lines' content
  useEffect(() => {
    let current = true;
    setRefusal(undefined);
    void checkOrder(store.web_store ?? '', lines).then((reason) => {
      if (current) setRefusal(reason);
    });
    return () => {
      current = false;
    };
  }, [store.web_store, cartKey]);

  async function submit() {
    if (sending) return;
    const found = checkForm(fields, proof, tr.texts);
    setErrors(found);
    setAlert(Object.keys(found).length ? tr.t('fixFields') : '');
    if (Object.keys(found).length) return;
    setSending(true);
    const outcome = await placeOrder(store.web_store ?? '', fields, lines, proof, {
      lang: tr.lang,
      networkError: tr.t('networkError'),
    });
    if (outcome.ok) {
      onPlaced();
      // On the address the shopper used (the e-mailed order_url names the configured host, which a
      // phone trying the store on a local network may not reach), in her language.
      window.location.assign(link(`/tienda/pedido/${encodeURIComponent(outcome.reply.token)}`, langQuery));
      return;
    }
    setSending(false);
    setErrors(outcome.errors);
    setAlert(outcome.message);
  }

  if (refusal === undefined)
    return (
      <p className="muted" role="status">
        {tr.t('checkingOrder')}
      </p>
    );
  // The cart stays: the shopper can come back when the store opens, or change a quantity.
  if (refusal !== null)
    return (
      <p className="alert" role="alert">
        {refusal}
      </p>
    );

  return (
    <form
      className="checkout"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset>
        <legend>{tr.t('contact')}</legend>
        {field('name', tr.t('name'), { autoComplete: 'given-name', maxLength: 80 })}
        {field('lastname', tr.t('lastname'), {
          autoComplete: 'family-name',
          optional: tr.t('optional'),
          maxLength: 80,
        })}
        {field('email', tr.t('email'), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {field('phone', tr.t('phone'), { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        <div className="field">
          <label htmlFor="f-document_type">
            {tr.t('documentType')} <span className="muted">{tr.t('optional')}</span>
          </label>
          <select
            id="f-document_type"
            name="document_type"
            value={fields.document_type ?? ''}
            onChange={(e) => set('document_type')(e.target.value)}
          >
            <option value="">{tr.t('noDocument')}</option>
            <option value="V">{tr.t('docV')}</option>
            <option value="J">{tr.t('docJ')}</option>
            <option value="R">{tr.t('docR')}</option>
          </select>
          <FieldErrors name="document_type" errors={errors.document_type} />
        </div>
        {fields.document_type &&
          field('document', tr.t('document'), { optional: tr.t('optional'), maxLength: 20 })}
      </fieldset>
      <DeliveryChoice
        alias={store.web_store ?? ''}
        places={places}
        lines={lines}
        fields={fields}
        set={set}
        errors={errors}
        onTotals={onTotals}
      />
      <PaymentChoice
        payment={payment}
        rateSince={rateSince}
        total={(subtotal ?? 0) + shipping}
        ready={subtotal !== null}
        fields={fields}
        set={set}
        errors={errors}
      />
      {/* Hidden, not removed, while paying cash or later: back to a transfer, the reference and the
          chosen picture are still there. */}
      <div hidden={noProofNow}>
        {field('reference', tr.t('reference'), { maxLength: 60, inputMode: 'numeric' })}
        <ProofField
          label={tr.t('proof')}
          hint={tr.t('proofHint')}
          errors={errors.proof}
          onChange={setProof}
        />
      </div>
      <FieldErrors name="lines" errors={errors.lines} />
      {alert && (
        <p className="alert" role="alert">
          {alert}
        </p>
      )}
      <button type="submit" disabled={sending || (!cash && payment.accounts.length === 0)}>
        {sending ? tr.t('sending') : tr.t('submit')}
      </button>
    </form>
  );
}

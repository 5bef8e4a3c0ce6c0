import type { ShopOrder } from '@vitrina/contract';
import { useState } from 'react';
import { type Errors, proofErrorOf, sendProof } from '#storefront/lib/checkout.ts';
import { useShop } from '#storefront/lib/context.tsx';
import { bolivars, usd } from '#storefront/lib/format.ts';
import { Field, ProofField } from './Field.tsx';

/**
 * "Envía tu comprobante": an order placed to pay later takes the transfer's reference and its
 * proof here, before its deadline; the page then reads the order again (waiting for review).
 */
export function ProofForm({ token, order }: { token: string; order: ShopOrder }) {
  const { tr } = useShop();
  const [reference, setReference] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState('');
  const [sending, setSending] = useState(false);
  const amount =
    order.payment.currency === 'VES' && order.payment.ves_total !== null
      ? bolivars(tr, order.payment.ves_total)
      : usd(tr, order.total);

  const submit = async () => {
    const found: Errors = {};
    if (!reference.trim()) found.reference = [tr.texts.required];
    const proofError = proofErrorOf(proof, tr.texts);
    if (proofError) found.proof = [proofError];
    setErrors(found);
    setAlert('');
    if (Object.keys(found).length > 0 || !proof) return;
    setSending(true);
    const outcome = await sendProof(token, reference.trim(), proof, tr.t('networkError'));
    if (outcome.ok) {
      window.location.reload();
      return;
    }
    setSending(false);
    setErrors(outcome.errors);
    setAlert(outcome.message);
  };

  return (
    <form
      className="proof-form"
      aria-labelledby="proof-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 id="proof-title">{tr.t('proofDueTitle')}</h3>
      <p>{tr.t('proofDueHelp', { amount, bank: order.payment.bank_name ?? '' })}</p>
      <Field
        name="reference"
        label={tr.t('reference')}
        value={reference}
        onChange={setReference}
        errors={errors.reference}
        inputMode="numeric"
        maxLength={60}
      />
      <ProofField label={tr.t('proof')} hint={tr.t('proofHint')} errors={errors.proof} onChange={setProof} />
      {alert && (
        <p className="alert" role="alert">
          {alert}
        </p>
      )}
      <button type="submit" disabled={sending}>
        {sending ? tr.t('sending') : tr.t('sendProof')}
      </button>
    </form>
  );
}

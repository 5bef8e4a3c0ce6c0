import {
  type AccountType,
  type PartMethod,
  type SalePartBody,
  type SaleParts,
  salePartBody,
  v,
} from '@vitrina/contract';
import { z } from 'zod';
import { amountText, parseDecimal } from '#web/lib/decimal.ts';

/** The "Registrar pago" dialog's values: the amount as typed (text), the proof picture chosen, if any. */
export type PartForm = {
  method: PartMethod;
  currency: AccountType;
  amount: string;
  bank_id: number | null;
  reference: string;
  proof: File | null;
};

/** What the dialog sends: the contract's body, and the picture for a multipart POST. */
export type PartInput = SalePartBody & { proof?: File };

/** Fields a 422 reply's texts may go under. */
export const PART_FIELDS = ['method', 'currency', 'amount', 'bank_id', 'reference', 'proof'] as const;

/** What is still due in `currency`: the dollars, or the bolívares at `rate` rounded to cents. */
export const dueIn = (due: number, currency: AccountType, rate: number): number =>
  currency === 'USD' ? due : Math.round(Math.round(due * 100) * rate) / 100;

export const dueText = (due: number, currency: AccountType, rate: number): string =>
  amountText(dueIn(due, currency, rate));

/**
 * A new part starts as cash, in the sale's money, for what is still due (bolívares at the rate
 * the server counts them at).
 */
export function blankPart(sale: { currency: AccountType; payments: SaleParts }): PartForm {
  const { currency } = sale;
  return {
    method: 'cash',
    currency,
    amount: dueText(sale.payments.due, currency, sale.payments.rate),
    bank_id: null,
    reference: '',
    proof: null,
  };
}

const typed = z.number({ error: (issue) => (issue.input === undefined ? v('required') : v('number')) });

/**
 * The dialog's values as POST bill/{id}/payments wants them: "355,88" is 355.88; cash has no
 * account, reference or proof; the contract's rules and texts apply (a transfer's account and
 * reference required).
 */
export const partForm: z.ZodType<PartInput> = z.preprocess(
  (raw) => {
    const f = raw as PartForm;
    const transfer = f.method === 'transfer';
    return {
      method: f.method,
      currency: f.currency,
      amount: parseDecimal(f.amount),
      bank_id: transfer ? (f.bank_id ?? undefined) : undefined,
      reference: transfer ? f.reference : undefined,
      proof: transfer ? (f.proof ?? undefined) : undefined,
    };
  },
  salePartBody.safeExtend({
    amount: typed.pipe(salePartBody.shape.amount),
    proof: z.instanceof(File).optional(),
  }),
) as z.ZodType<PartInput>;

/** An account a part can name: the seller's (the store's or the ticket master's). */
export type PartAccount = { id: number; bank_name: string; account_number: string; account_type: string };

/** The seller's accounts a transfer in `currency` can go to, as the account field lists them. */
export function accountsFor(accounts: readonly PartAccount[], currency: AccountType) {
  return accounts
    .filter((b) => b.account_type === currency)
    .map((b) => ({ id: b.id, label: `${b.bank_name} · ${b.account_number}` }));
}

/** A sale paid in parts, a store's or a ticket sale: its id, total, parts and the money it is priced in. */
export type PartsSale = { id: number; total: number; payments: SaleParts; currency: AccountType };

/** What a screen hands the panel: whether the sale still takes parts, the seller's accounts, the calls. */
export type PartsActions = {
  unpaid: boolean;
  /** The seller's accounts a transfer may name (the store's, or the ticket master's). */
  accounts: readonly PartAccount[];
  /** Said under the account field when the seller has no account in the part's currency. */
  noAccountsText: string;
  record: (fields: SalePartBody, proof: File | null) => Promise<unknown>;
  remove: (partId: number) => Promise<unknown>;
};

/** The body of POST …/payments: JSON, or multipart with the picture as `proof`. */
export function partRequestBody(fields: SalePartBody, proof: File | null): SalePartBody | FormData {
  if (!proof) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined && value !== null) form.set(name, String(value));
  form.set('proof', proof);
  return form;
}

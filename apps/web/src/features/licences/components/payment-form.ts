import {
  type AccountType,
  type Bank,
  type CreatePaymentFields,
  createPaymentFields,
  v,
} from '@vitrina/contract';
import { z } from 'zod';

/** The owner's payment form: the contract's fields plus the proof image (`image`, as the server names it). */
export type PaymentForm = {
  plan_id: number | null;
  currency: AccountType;
  bank_id: number | null;
  reference: string;
  image: File | null;
};

export type PaymentInput = CreatePaymentFields & { image: File };

export const blankPayment = (planId: number | null = null): PaymentForm => ({
  plan_id: planId,
  currency: 'USD',
  bank_id: null,
  reference: '',
  image: null,
});

/** An empty select is "required", not "must be greater than zero". */
export const paymentForm: z.ZodType<PaymentInput> = z.preprocess(
  (raw) => {
    const f = raw as PaymentForm;
    return {
      ...f,
      plan_id: f.plan_id ?? undefined,
      bank_id: f.bank_id ?? undefined,
      image: f.image ?? undefined,
    };
  },
  createPaymentFields.extend({
    image: z.instanceof(File, { error: v('required') }),
  }),
) as z.ZodType<PaymentInput>;

/** The platform's accounts a payment in `currency` can go to (a VES transfer to a VES account). */
export const accountsFor = (accounts: readonly Bank[], currency: AccountType): Bank[] =>
  accounts.filter((a) => a.account_type === currency);

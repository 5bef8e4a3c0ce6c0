import type { Membership } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { rateForm } from '#web/features/licences/components/dollar-rate-card.tsx';
import { decisionsFrom } from '#web/features/licences/components/payment-decision.tsx';
import { accountsFor, paymentForm } from '#web/features/licences/components/payment-form.ts';
import { planForm } from '#web/features/licences/components/plan-form.ts';
import { planAmounts } from './licence.ts';
import { membershipNotice } from './membership-notice.ts';
import { paymentListQuery, readPaymentFilters, writePaymentFilters } from './payment-filters.ts';

const membership = (over: Partial<Membership>): Membership => ({
  user_id: 2,
  plan: { id: 1, name: 'Mensual' },
  membership_until: '2026-04-01T00:00:00.000Z',
  state: 'active',
  days_left: 30,
  store_suspended: false,
  can_sell: true,
  ...over,
});

describe('a plan in both currencies', () => {
  it('prices bolívares at the rate, to the cent', () => {
    expect(planAmounts(10, 36.5)).toEqual({ usd: 10, ves: 365 });
    expect(planAmounts(9.99, 36.1234)).toEqual({ usd: 9.99, ves: 360.87 });
    // 0.1 + 0.2 style errors do not leak into the cents.
    expect(planAmounts(0.3, 3)).toEqual({ usd: 0.3, ves: 0.9 });
    expect(planAmounts(25, 1)).toEqual({ usd: 25, ves: 25 });
  });
});

describe('the membership banner', () => {
  it('says nothing while the membership is active or unknown', () => {
    expect(membershipNotice(undefined)).toBeNull();
    expect(membershipNotice(membership({}))).toBeNull();
  });

  it('warns with the days left when it ends within the week', () => {
    expect(membershipNotice(membership({ state: 'expiring', days_left: 5 }))).toEqual({
      kind: 'expiring',
      days: 5,
      until: '2026-04-01T00:00:00.000Z',
    });
  });

  it('names the end of an ended membership', () => {
    expect(membershipNotice(membership({ state: 'expired', days_left: 0, can_sell: false }))).toEqual({
      kind: 'expired',
      until: '2026-04-01T00:00:00.000Z',
    });
    expect(membershipNotice(membership({ state: 'expired', membership_until: null }))).toEqual({
      kind: 'expired',
      until: null,
    });
  });

  it('reads a reply of another shape as nothing to say', () => {
    expect(membershipNotice(null)).toBeNull();
    expect(membershipNotice('expired')).toBeNull();
    expect(membershipNotice({ state: 'expiring' })).toBeNull();
  });

  it('puts a suspension first: renewing does not lift it', () => {
    expect(membershipNotice(membership({ state: 'expired', store_suspended: true }))).toEqual({
      kind: 'suspended',
    });
    expect(membershipNotice(membership({ store_suspended: true }))).toEqual({ kind: 'suspended' });
  });
});

describe('the plan dialog', () => {
  const base = {
    name: 'Trimestral',
    description: '  ',
    months: '3',
    price: '27,50',
    product_limit: '',
    yearly: false,
    active: true,
  };

  it('sends numbers typed with a comma, and no limit for an empty box', () => {
    expect(planForm.parse(base)).toEqual({
      name: 'Trimestral',
      description: null,
      months: 3,
      price: 27.5,
      product_limit: null,
      yearly: false,
      active: true,
    });
  });

  it('answers in the contract’s words', () => {
    const issues = (input: object) =>
      Object.fromEntries(
        (planForm.safeParse({ ...base, ...input }).error?.issues ?? [])
          .toReversed()
          .map((i) => [i.path.join('.'), i.message]),
      );
    expect(issues({ months: '' })).toEqual({ months: 'validation.required' });
    expect(issues({ months: '1,5' })).toEqual({ months: 'validation.integer' });
    expect(issues({ price: 'diez' })).toEqual({ price: 'validation.number' });
    expect(issues({ price: '1,234' })).toEqual({ price: 'validation.money' });
    expect(issues({ product_limit: '0' })).toEqual({ product_limit: 'validation.positive' });
    expect(issues({ name: '' })).toHaveProperty('name');
  });

  it('checks the dollar rate: positive, at most four decimals', () => {
    expect(rateForm.parse({ dollarRate: '36,5' })).toEqual({ dollarRate: 36.5 });
    expect(rateForm.safeParse({ dollarRate: '' }).error?.issues[0]?.message).toBe('validation.required');
    expect(rateForm.safeParse({ dollarRate: '0' }).error?.issues[0]?.message).toBe('validation.positive');
    expect(rateForm.safeParse({ dollarRate: '1,23456' }).error?.issues[0]?.message).toBe(
      'validation.invalid',
    );
  });
});

describe('the owner’s payment form', () => {
  const proof = new File([new Uint8Array([1])], 'pago.png', { type: 'image/png' });
  it('needs a plan, an account, a reference and a proof', () => {
    const result = paymentForm.safeParse({
      plan_id: null,
      currency: 'USD',
      bank_id: null,
      reference: '',
      image: null,
    });
    // The form shows each field's first issue, as lib/forms.ts's resolver does.
    const first = Object.fromEntries(
      (result.error?.issues ?? []).toReversed().map((i) => [i.path.join('.'), i.message]),
    );
    expect(first).toEqual({
      plan_id: 'validation.required',
      bank_id: 'validation.required',
      reference: 'validation.required',
      image: 'validation.required',
    });
    expect(
      paymentForm.parse({ plan_id: 2, currency: 'VES', bank_id: 4, reference: ' 0123-45 ', image: proof }),
    ).toEqual({ plan_id: 2, currency: 'VES', bank_id: 4, reference: '0123-45', image: proof });
  });

  it('offers the accounts of the chosen currency', () => {
    const bank = (id: number, account_type: 'USD' | 'VES') =>
      ({ id, account_type }) as Parameters<typeof accountsFor>[0][number];
    expect(accountsFor([bank(1, 'USD'), bank(2, 'VES'), bank(3, 'VES')], 'VES').map((b) => b.id)).toEqual([
      2, 3,
    ]);
  });
});

describe('the admin’s decision', () => {
  it('approves or rejects a pending payment, reconsiders a rejected one, leaves an approved one alone', () => {
    expect(decisionsFrom(2)).toEqual([1, 3]);
    expect(decisionsFrom(3)).toEqual([1, 2]);
    expect(decisionsFrom(1)).toEqual([]);
  });
});

describe('the licence sales filters', () => {
  it('round-trip through the URL and ignore what is malformed', () => {
    const filters = { q: 'olga', status: 2 as const, planId: 3, from: '2026-03-01', to: '2026-03-31' };
    expect(readPaymentFilters(writePaymentFilters(filters))).toEqual(filters);
    expect(readPaymentFilters(new URLSearchParams('status=9&plan=x&from=2026-13-45'))).toEqual({
      q: '',
      status: null,
      planId: null,
      from: '',
      to: '',
    });
  });

  it('ask the server for a range given backwards the right way round', () => {
    const query = new URLSearchParams(
      paymentListQuery(
        { q: ' ', status: 1, planId: 3, from: '2026-03-31', to: '2026-03-01' },
        { cursor: 'abc' },
      ),
    );
    expect(Object.fromEntries(query)).toEqual({
      per_page: '25',
      cursor: 'abc',
      status: '1',
      plan_id: '3',
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });
});

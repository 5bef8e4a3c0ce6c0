import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS, PURCHASE_STATUS } from '../common/enums.ts';
import {
  allowedBillActions,
  BILL_ACTIONS,
  type BillState,
  nextBillState,
  paymentWordOf,
} from './lifecycle.ts';

const S = PURCHASE_STATUS;
const start = (shipping_mode: string): BillState => ({
  status: S.NOT_VERIFIED,
  payment_status: PAYMENT_STATUS.NOT_PAID,
  shipping_mode,
});

/** Every edge the lifecycle allows, written out independently of the rules table. */
const ALLOWED = new Set([
  `${S.NOT_VERIFIED}>${S.VERIFIED}`,
  `${S.NOT_VERIFIED}>${S.REJECTED}`,
  `${S.NOT_VERIFIED}>${S.CANCELLED}`,
  `${S.VERIFIED}>${S.SHIPPED}`,
  `${S.VERIFIED}>${S.CANCELLED}`,
  `${S.VERIFIED}>${S.DELIVERED}`,
  `${S.SHIPPED}>${S.DELIVERED}`,
  `${S.DELIVERED}>${S.RECEIVED}`,
]);

describe('bill lifecycle', () => {
  it('verifies and marks paid, then ships, delivers and is received', () => {
    let s: BillState | null = start('route');
    for (const a of ['verify', 'shipping', 'delivery', 'receive'] as const) s = s && nextBillState(s, a);
    expect(s).toEqual({ status: S.RECEIVED, payment_status: PAYMENT_STATUS.PAID, shipping_mode: 'route' });
  });

  it('delivers a verified pick-up order directly, but not one that must be shipped', () => {
    const verified = (mode: string) => nextBillState(start(mode), 'verify')!;
    expect(nextBillState(verified('pickup'), 'delivery')?.status).toBe(S.DELIVERED);
    expect(nextBillState(verified('pickup'), 'shipping')).toBeNull();
    expect(nextBillState(verified('route'), 'delivery')).toBeNull();
  });

  it('leaves the shipping and delivery of an order a delivery company carries to the company', () => {
    const carried = { ...nextBillState(start('route'), 'verify')!, shipping_company_id: 7 };
    expect(allowedBillActions(carried)).toEqual(['cancel']);
    expect(allowedBillActions({ ...carried, status: S.SHIPPED })).toEqual([]);
    expect(allowedBillActions({ ...carried, shipping_company_id: null })).toEqual(['shipping', 'cancel']);
  });

  it('refuses to verify twice, to ship before paying and to cancel after shipping', () => {
    const verified = nextBillState(start('route'), 'verify')!;
    expect(nextBillState(verified, 'verify')).toBeNull();
    expect(nextBillState(start('route'), 'shipping')).toBeNull();
    expect(nextBillState(nextBillState(verified, 'shipping')!, 'cancel')).toBeNull();
  });

  it('never takes a step outside the allowed edges, whatever the sequence of actions', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('pickup', 'route', 'distance'),
        fc.constantFrom('transferencia', 'cash', null),
        fc.array(fc.constantFrom(...BILL_ACTIONS), { maxLength: 30 }),
        (mode, method, actions) => {
          let state: BillState = { ...start(mode), payment_method: method };
          for (const action of actions) {
            const next = nextBillState(state, action);
            if (!next) continue;
            // Collecting cash is the one step that keeps the status.
            if (action === 'collect') expect(next.status).toBe(state.status);
            else expect(ALLOWED.has(`${state.status}>${next.status}`)).toBe(true);
            // Paid stays paid; verify pays a transfer, collect pays cash, nothing else pays.
            if (state.payment_status === PAYMENT_STATUS.PAID)
              expect(next.payment_status).toBe(PAYMENT_STATUS.PAID);
            if (next.payment_status !== state.payment_status)
              expect(action).toBe(method === 'cash' ? 'collect' : 'verify');
            state = next;
          }
        },
      ),
    );
  });

  it('accepts a cash order unpaid and collects its cash once, the status kept', () => {
    const cash: BillState = { ...start('pickup'), payment_method: 'cash' };
    expect(allowedBillActions(cash)).toEqual(['verify', 'reject', 'cancel']);
    const accepted = nextBillState(cash, 'verify')!;
    expect(accepted).toMatchObject({ status: S.VERIFIED, payment_status: PAYMENT_STATUS.NOT_PAID });
    expect(allowedBillActions(accepted)).toEqual(['delivery', 'cancel', 'collect']);
    const collected = nextBillState(accepted, 'collect')!;
    expect(collected).toMatchObject({ status: S.VERIFIED, payment_status: PAYMENT_STATUS.PAID });
    expect(nextBillState(collected, 'collect')).toBeNull();
    // A transfer has nothing to collect; a carried cash order's cash is the company's to collect.
    expect(nextBillState(nextBillState(start('pickup'), 'verify')!, 'collect')).toBeNull();
    const carried = {
      ...nextBillState({ ...start('route'), payment_method: 'cash' }, 'verify')!,
      shipping_company_id: 3,
    };
    expect(allowedBillActions(carried)).toEqual(['cancel']);
  });
});

describe('paymentWordOf', () => {
  it('reads a new sale as waiting for the check, a verified one as paid, a refused one as not paid', () => {
    const sale = start('pickup');
    expect(paymentWordOf(sale)).toBe('awaitingReview');
    const verified = nextBillState(sale, 'verify')!;
    expect(paymentWordOf(verified)).toBe('paid');
    expect(paymentWordOf(nextBillState(verified, 'cancel')!)).toBe('paid');
    expect(paymentWordOf(nextBillState(sale, 'reject')!)).toBe('notPaid');
    expect(paymentWordOf(nextBillState(sale, 'cancel')!)).toBe('notPaid');
  });

  it('reads an open cash order as cash due until collected, a cancelled one as not paid', () => {
    const cash: BillState = { ...start('pickup'), payment_method: 'cash' };
    expect(paymentWordOf(cash)).toBe('cashDue');
    const accepted = nextBillState(cash, 'verify')!;
    expect(paymentWordOf(accepted)).toBe('cashDue');
    expect(paymentWordOf(nextBillState(accepted, 'collect')!)).toBe('paid');
    expect(paymentWordOf(nextBillState(accepted, 'cancel')!)).toBe('notPaid');
  });
});

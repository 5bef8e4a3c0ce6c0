import {
  type BillAction,
  type BillState,
  nextBillState,
  ROLES,
  PURCHASE_STATUS as S,
  STAFF_BILL_ACTIONS,
} from '@vitrina/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { salesFixture } from '#server/test/sales.ts';

let t: TestApp;
let fx: Awaited<ReturnType<typeof salesFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await salesFixture(t, (await t.login('tienda@vitrina.test')).store_id!);
});
afterAll(() => t.close());

describe('model: random actions never take a sale outside its lifecycle', () => {
  it('answers 200 exactly when the lifecycle allows the action, and the stored state follows the model', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('pickup', 'route') as fc.Arbitrary<'pickup' | 'route'>,
        fc.array(fc.constantFrom(...STAFF_BILL_ACTIONS), {
          minLength: 1,
          maxLength: 8,
        }),
        async (mode, actions) => {
          const id = await fx.place({ shipping: { mode, feeCents: mode === 'pickup' ? 0 : 200 } });
          let model: BillState = { status: S.NOT_VERIFIED, payment_status: 0, shipping_mode: mode };
          for (const action of actions as BillAction[]) {
            const res = await t.injectAs(ROLES.CASHIER, {
              method: 'POST',
              url: `/api/bill/${id}/${action}`,
              payload: action === 'cancel' ? { note: 'modelo' } : undefined,
            });
            const next = nextBillState(model, action);
            expect(res.statusCode).toBe(next ? 200 : 409);
            if (next) model = next;
          }
          const stored = (await t.injectAs(ROLES.CASHIER, { method: 'GET', url: `/api/bill/${id}` })).json();
          expect([stored.status, stored.payment_status]).toEqual([model.status, model.payment_status]);
        },
      ),
      { numRuns: 25 },
    );
  });
});

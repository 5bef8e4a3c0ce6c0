import { BILL_RULES, type Bill, type BillAction, PURCHASE_STATUS, REVENUE_STATUSES } from '@vitrina/contract';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { returnStock } from '../catalog/catalog.service.ts';
import { countPurchase } from '../customers/customers.service.ts';
import { noticeShopper, saleDetail } from './sale-detail.service.ts';
import * as repo from './sales.repository.ts';
import { saleTexts, statusLabel } from './sales.texts.ts';
import * as read from './sales-read.repository.ts';

const isRevenue = (status: number) => (REVENUE_STATUSES as readonly number[]).includes(status);

/** The steps of a sale's life (ARCHITECTURE.md §5): verify, reject, ship, deliver, cancel. */
export function createSaleLifecycle(deps: { db: Db; onOutbox: () => void }) {
  const { db } = deps;
  return {
    /**
     * One step in one transaction: the conditional update, its history row, the rollups, the
     * customer's purchases, the stock given back and the shopper's notice.
     */
    async act(
      storeId: number,
      actorUserId: number,
      id: number,
      action: BillAction,
      note?: string,
    ): Promise<{ message: string; data: Bill }> {
      const rule = BILL_RULES[action];
      const data = await db.transaction(async (tx) => {
        const changed = await repo.transition(tx, storeId, id, {
          from: rule.from,
          pickupOnlyFrom: rule.pickupOnlyFrom,
          notForPickup: rule.notForPickup,
          to: rule.to,
          paymentStatus: rule.pay,
          note: action === 'cancel' ? note : undefined,
        });
        if (!changed) {
          const current = await read.findBill(tx, storeId, id);
          if (!current) throw notFound();
          throw conflict(saleTexts.notAllowed(id, statusLabel(current.status), action));
        }
        const { bill, oldStatus, oldPaymentStatus } = changed;
        await repo.insertHistory(tx, {
          billId: id,
          actorUserId,
          fromStatus: oldStatus,
          toStatus: bill.status,
          note: action === 'cancel' ? (note ?? null) : null,
        });
        await repo.rollSale(tx, bill, oldStatus, oldPaymentStatus, -1);
        await repo.rollSale(tx, bill, bill.status, bill.paymentStatus, 1);
        const items = await read.itemsOf(tx, id);
        await repo.rollItems(tx, bill, items, oldStatus, -1);
        await repo.rollItems(tx, bill, items, bill.status, 1);
        if (isRevenue(oldStatus) !== isRevenue(bill.status)) {
          const sign = isRevenue(bill.status) ? 1 : -1;
          await repo.rollCustomer(tx, bill, sign);
          await countPurchase(tx, bill.customerId, sign, bill.totalCents);
        }
        if (bill.status === PURCHASE_STATUS.CANCELLED || bill.status === PURCHASE_STATUS.REJECTED) {
          await returnStock(tx, items);
        }
        await noticeShopper(tx, bill, saleTexts.shopperNotice(action, id, note));
        return saleDetail(tx, storeId, id);
      });
      deps.onOutbox();
      return { message: saleTexts.success[action], data };
    },
  };
}

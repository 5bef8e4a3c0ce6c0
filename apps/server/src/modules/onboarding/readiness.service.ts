import {
  OPTIONAL_READINESS_STEPS,
  type OrderBlock,
  READINESS_STEPS,
  type ReadinessStep,
  type StoreReadiness,
} from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import { ownStore } from '#server/lib/tenancy.ts';
import { storeAccounts } from '#server/modules/banks/banks.service.ts';
import { hasProductForSale } from '#server/modules/catalog/catalog.service.ts';
import { storeDelivers } from '#server/modules/delivery/links.service.ts';
import { sellingRefusal } from '#server/modules/licences/membership.service.ts';
import { saleSettingsOf } from '#server/modules/sales/sales.service.ts';
import { storeWeek } from '#server/modules/schedule/schedule.service.ts';
import { storeSetup } from '#server/modules/stores/stores.service.ts';

// A store's readiness: the owner's "Primeros pasos" checklist and whether shoppers can order,
// read from the modules that hold each fact. The web store, the Mini App and the bot read the
// same answer (storeReadiness), so a store never shows a checkout its server would refuse.

/** What the sales module already read of the store: its standing and its week (sellingState). */
export type SellingFacts = { refusal: string | null; week: unknown[] };

/**
 * The store's readiness; undefined when there is no such store. A caller that has read the
 * store's selling state (the shop's store page, the order check) passes it, so its standing
 * and week are not read twice.
 */
export async function storeReadiness(
  db: DbOrTx,
  storeId: number,
  selling?: SellingFacts,
): Promise<StoreReadiness | undefined> {
  const [setup, accounts, cash, week, product, delivers, refusal] = await Promise.all([
    storeSetup(db, storeId),
    storeAccounts(db, storeId),
    saleSettingsOf(db, storeId),
    selling?.week ?? storeWeek(db, storeId),
    hasProductForSale(db, storeId),
    storeDelivers(db, storeId),
    selling ? selling.refusal : sellingRefusal(db, storeId),
  ]);
  if (!setup) return undefined;
  const done: Record<ReadinessStep, boolean> = {
    profile: setup.profile,
    web_address: setup.webAddress,
    // A way to be paid: an account to transfer to, or cash (a cash-only store takes orders too).
    payment_account: accounts.length > 0 || cash.cash_on_pickup || cash.cash_on_delivery,
    hours: week.length > 0,
    product,
    telegram: setup.telegram,
    delivery: delivers,
  };
  const steps = READINESS_STEPS.map((key) => ({
    key,
    done: done[key],
    optional: OPTIONAL_READINESS_STEPS.includes(key),
  }));
  const blocks: [OrderBlock, boolean][] = [
    ['not_selling', refusal !== null],
    ['no_account', !done.payment_account],
    ['no_product', !product],
  ];
  return {
    steps,
    complete: steps.every((s) => s.done || s.optional),
    orders_blocked_by: blocks.find(([, holds]) => holds)?.[0] ?? null,
  };
}

export function createReadinessService(db: Db) {
  return {
    /** GET store/{id}/readiness: the caller's own store's. */
    async ofStore(principal: Principal, id: number): Promise<StoreReadiness> {
      const readiness = await storeReadiness(db, ownStore(principal, id));
      if (!readiness) throw notFound();
      return readiness;
    },
  };
}
export type ReadinessService = ReturnType<typeof createReadinessService>;

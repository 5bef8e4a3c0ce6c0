import type { RateInForce, StoreDollarRateBody, StoreDollarRateReply } from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import type { Principal } from '#server/lib/principal.ts';
import { ownStore } from '#server/lib/tenancy.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { replaceStoreOwnRate, storeOwnRate } from '#server/modules/stores/own-rate.service.ts';
import { dollarRateState } from './dollar-rate.service.ts';

/** The platform's rate, as the stores that follow it use it. */
async function platformRate(db: DbOrTx): Promise<RateInForce> {
  const state = await dollarRateState(db, undefined);
  return { rate: state.dollar_rate, at: state.dollar_rate_at, origin: state.dollar_rate_origin };
}

async function ownRate(db: DbOrTx, storeId: number): Promise<RateInForce | null> {
  const own = await storeOwnRate(db, storeId);
  return own && { rate: own.rate, at: own.at.toISOString(), origin: 'store' };
}

/**
 * The bolívares per dollar a store's VES prices and sales use now: its own rate, or the
 * platform's while it has none. Every channel reads it here (the recorder freezes it on a sale).
 */
export async function storeRateInForce(db: DbOrTx, storeId: number): Promise<RateInForce> {
  return (await ownRate(db, storeId)) ?? platformRate(db);
}

/** A store owner's dollar rate: a rate of her own, or the platform's, which she follows. */
export function createStoreRateService({ db }: { db: Db }) {
  async function reply(storeId: number): Promise<StoreDollarRateReply> {
    const [own, platform] = await Promise.all([ownRate(db, storeId), platformRate(db)]);
    return { own_rate: own?.rate ?? null, in_force: own ?? platform, platform };
  }

  return {
    get: (principal: Principal, id: number) => reply(ownStore(principal, id)),

    async set(principal: Principal, id: number, body: StoreDollarRateBody): Promise<StoreDollarRateReply> {
      const storeId = ownStore(principal, id);
      const to = body.dollar_rate === null ? null : body.dollar_rate.toFixed(4);
      await db.transaction(async (tx) => {
        const from = await replaceStoreOwnRate(tx, storeId, to);
        if (from === to) return;
        await recordAudit(tx, {
          actor: principal,
          kind: 'dollar_rate.update',
          entity: 'store',
          entityId: storeId,
          storeId,
          changes: {
            dollar_rate: { from: from === null ? null : Number(from), to: to === null ? null : Number(to) },
          },
        });
      });
      return reply(storeId);
    },
  };
}
export type StoreRateService = ReturnType<typeof createStoreRateService>;

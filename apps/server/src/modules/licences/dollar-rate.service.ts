import { DEFAULT_DOLLAR_RATE, type DollarRateState } from '@vitrina/contract';
import type { RateSource } from '#server/config/env.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { AppError, conflict } from '#server/lib/errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import { adminOnly } from '#server/lib/tenancy.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { licenceTexts } from './licences.texts.ts';
import * as repo from './plans.repository.ts';
import { fetchPublishedRate } from './rate-source.ts';

// The platform's dollar rate, kept in the platform settings: the admin's, or the published one
// it follows (RATE_SOURCE_URL, rate-follower.worker.ts). A store's own: store-rate.service.ts.

const DOLLAR_RATE = 'dollar_rate';
/** Who set the rate in force: 'admin' or 'published'. */
const RATE_ORIGIN = 'dollar_rate_origin';
/** 'on' (the default where a source is configured) or 'off' (the admin's rate overrides it). */
const RATE_FOLLOW = 'dollar_rate_follow';

const rateIn = (value: string | undefined): number | undefined => {
  const rate = value === undefined ? Number.NaN : Number(value);
  return Number.isFinite(rate) && rate > 0 ? rate : undefined;
};

/** Bolívares per dollar in force (DEFAULT_DOLLAR_RATE until the admin or the source sets one). */
export async function dollarRateOf(db: DbOrTx): Promise<number> {
  return rateIn(await repo.getSetting(db, DOLLAR_RATE)) ?? DEFAULT_DOLLAR_RATE;
}

/** The rate in force, when and by whom it was set, and whether it follows the published one. */
export async function dollarRateState(db: DbOrTx, source: RateSource | undefined): Promise<DollarRateState> {
  const settings = await repo.getSettings(db, [DOLLAR_RATE, RATE_ORIGIN, RATE_FOLLOW]);
  const row = settings.get(DOLLAR_RATE);
  const rate = rateIn(row?.value);
  return {
    dollar_rate: rate ?? DEFAULT_DOLLAR_RATE,
    dollar_rate_at: rate === undefined ? null : row!.updatedAt.toISOString(),
    dollar_rate_origin:
      rate === undefined
        ? 'default'
        : settings.get(RATE_ORIGIN)?.value === 'published'
          ? 'published'
          : 'admin',
    dollar_rate_published: source !== undefined,
    dollar_rate_follows: source !== undefined && settings.get(RATE_FOLLOW)?.value !== 'off',
  };
}

/**
 * Writes a rate and who set it, auditing a change (`actor` null: the published source). The
 * caller holds the follow setting's lock, so an admin's rate and a fetched one never interleave.
 */
async function putRate(tx: DbOrTx, actor: Principal | null, rate: number, origin: 'admin' | 'published') {
  const value = rate.toFixed(4);
  const old = await repo.putSetting(tx, DOLLAR_RATE, value);
  await repo.putSetting(tx, RATE_ORIGIN, origin);
  const from = rateIn(old) ?? DEFAULT_DOLLAR_RATE;
  if (from !== Number(value)) {
    await recordAudit(tx, {
      actor,
      kind: 'dollar_rate.update',
      entity: 'dollar_rate',
      entityId: null,
      storeId: null,
      changes: { dollar_rate: { from, to: Number(value) } },
    });
  }
}

/**
 * Puts a rate read from the published source in force, unless the admin's rate overrides it
 * (follow turned off meanwhile). Answers whether it did.
 */
function applyPublishedRate(db: Db, rate: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if ((await repo.lockSetting(tx, RATE_FOLLOW, 'on')) === 'off') return false;
    await putRate(tx, null, rate, 'published');
    return true;
  });
}

/** Reads the published rate now and puts it in force; false when the admin's rate overrides it. */
export async function followPublishedRate(db: Db, source: RateSource): Promise<boolean> {
  return applyPublishedRate(db, await fetchPublishedRate(source));
}

/** The claim that lets one machine of several read the published rate each period. */
export const claimRateCheck = (db: Db, everyMs: number) =>
  repo.claimSetting(db, 'dollar_rate_checked', everyMs);

/** The admin's side of the platform's rate: her own value, or following the published one. */
export function createDollarRateService(db: Db, rateSource?: RateSource) {
  return {
    /** The admin's rate: in force at once, and it overrides the published one until followed again. */
    async set(principal: Principal, rate: number): Promise<DollarRateState> {
      adminOnly(principal);
      await db.transaction(async (tx) => {
        await repo.lockSetting(tx, RATE_FOLLOW, 'off');
        await repo.putSetting(tx, RATE_FOLLOW, 'off');
        await putRate(tx, principal, rate, 'admin');
      });
      return dollarRateState(db, rateSource);
    },

    /**
     * Follows the published rate again (read at once: a source that cannot be read changes
     * nothing and says so), or stops following it, keeping the rate in force.
     */
    async follow(principal: Principal, follow: boolean): Promise<DollarRateState> {
      adminOnly(principal);
      if (!rateSource) throw conflict(licenceTexts.rateSourceMissing);
      if (follow) {
        let rate: number;
        try {
          rate = await fetchPublishedRate(rateSource);
        } catch (err) {
          throw new AppError(503, licenceTexts.rateSourceUnavailable, undefined, { cause: err });
        }
        await db.transaction(async (tx) => {
          await repo.lockSetting(tx, RATE_FOLLOW, 'on');
          await repo.putSetting(tx, RATE_FOLLOW, 'on');
          await putRate(tx, principal, rate, 'published');
        });
      } else {
        await repo.putSetting(db, RATE_FOLLOW, 'off');
      }
      return dollarRateState(db, rateSource);
    },
  };
}
export type DollarRateService = ReturnType<typeof createDollarRateService>;

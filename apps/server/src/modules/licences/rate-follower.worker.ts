import type { FastifyBaseLogger } from 'fastify';
import type { RateSource } from '#server/config/env.ts';
import type { Db } from '#server/db/client.ts';
import { type PeriodicJob, startPeriodicJob } from '#server/lib/periodic-job.ts';
import { claimRateCheck, dollarRateState, followPublishedRate } from './dollar-rate.service.ts';

/**
 * Reads the published dollar rate every `everyMs` while the platform follows it. Of several
 * machines, one reads it per period (a claim in the database, a tenth of the period early so a
 * machine's own timer never misses its turn). A source that cannot be read leaves the rate in
 * force, the admin's or the last one read, and is logged; the next period tries again.
 */
export function startRateFollower(deps: {
  db: Db;
  source: RateSource | undefined;
  everyMs: number;
  log: FastifyBaseLogger;
}): PeriodicJob {
  const { db, source, log } = deps;
  return startPeriodicJob({
    everyMs: source ? deps.everyMs : 0,
    log,
    failure: 'the published dollar rate could not be read; the rate in force stays',
    run: async () => {
      if (!source || !(await dollarRateState(db, source)).dollar_rate_follows) return 0;
      if (!(await claimRateCheck(db, deps.everyMs * 0.9))) return 0;
      return (await followPublishedRate(db, source)) ? 1 : 0;
    },
  });
}

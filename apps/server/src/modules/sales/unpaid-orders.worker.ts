import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { type PeriodicJob, startPeriodicJob } from '#server/lib/periodic-job.ts';
import { runUnpaidOrders } from './unpaid-orders.service.ts';

/**
 * Expires the stores' unpaid orders and reminds their shoppers before, on start and every
 * `everyMs` (five minutes in production; 0 turns the job off). Safe with several processes
 * (see `runUnpaidOrders`).
 */
export function startUnpaidOrdersWorker(deps: {
  db: Db;
  everyMs: number;
  timeZone: string;
  log: FastifyBaseLogger;
  onOutbox: () => void;
}): PeriodicJob {
  return startPeriodicJob({
    everyMs: deps.everyMs,
    log: deps.log,
    failure: 'unpaid orders job failed',
    run: async () => {
      const { expired, reminded } = await runUnpaidOrders(deps.db, new Date(), deps);
      if (expired + reminded > 0) deps.onOutbox();
      return expired + reminded;
    },
  });
}

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { type PeriodicJob, startPeriodicJob } from '#server/lib/periodic-job.ts';
import { queueMembershipReminders } from './membership-reminders.service.ts';

export type RemindersWorker = PeriodicJob;

/**
 * Queues the membership reminders on start and every `everyMs` (an hour in production; 0 turns
 * the job off). Safe with several processes: each reminder is claimed once in the database.
 */
export function startRemindersWorker(deps: {
  db: Db;
  everyMs: number;
  publicUrl: string;
  timeZone: string;
  log: FastifyBaseLogger;
  onOutbox: () => void;
}): RemindersWorker {
  return startPeriodicJob({
    everyMs: deps.everyMs,
    log: deps.log,
    failure: 'membership reminders failed',
    run: async () => {
      const queued = await queueMembershipReminders(deps.db, new Date(), deps);
      if (queued > 0) deps.onOutbox();
      return queued;
    },
  });
}

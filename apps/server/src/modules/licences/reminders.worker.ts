import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { queueMembershipReminders } from './membership-reminders.service.ts';

export type RemindersWorker = { runNow: () => Promise<number>; stop: () => Promise<void> };

/**
 * Queues the membership reminders on start and every `everyMs` (an hour in production; 0 turns
 * the job off, as the API tests do). The timer does not keep the process alive; `stop` clears
 * it and waits for a run in progress. Safe with several processes: each reminder is claimed
 * once in the database.
 */
export function startRemindersWorker(deps: {
  db: Db;
  everyMs: number;
  publicUrl: string;
  timeZone: string;
  log: FastifyBaseLogger;
  onOutbox: () => void;
}): RemindersWorker {
  let running: Promise<number> | undefined;
  const runNow = () => {
    running ??= queueMembershipReminders(deps.db, new Date(), deps)
      .then((n) => {
        if (n > 0) deps.onOutbox();
        return n;
      })
      .catch((err: unknown) => {
        deps.log.error({ err }, 'membership reminders failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  if (deps.everyMs > 0) {
    void runNow();
    timer = setInterval(() => void runNow(), deps.everyMs);
    timer.unref();
  }
  return {
    runNow,
    stop: async () => {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

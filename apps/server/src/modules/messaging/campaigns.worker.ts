import type { FastifyBaseLogger } from 'fastify';
import type { CampaignReportService } from './campaign-report.service.ts';

export type CampaignsWorker = { runNow: () => Promise<void>; stop: () => Promise<void> };

/**
 * The campaigns' scheduler: every `everyMs` (OUTBOX_POLL_MS) one tick starts the scheduled
 * campaigns that are due and closes the finished ones. The next tick is set only after the
 * previous one ended, the timer does not keep the process alive, and `stop` waits for a tick
 * in progress. Safe with several processes: each transition is one conditional update.
 */
export function startCampaignsWorker(deps: {
  report: CampaignReportService;
  everyMs: number;
  log: FastifyBaseLogger;
}): CampaignsWorker {
  let running: Promise<void> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const runNow = () => {
    running ??= deps.report
      .tick()
      .catch((err: unknown) => deps.log.error({ err }, 'campaign scheduler tick failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const schedule = () => {
    if (stopped || deps.everyMs <= 0) return;
    timer = setTimeout(() => void runNow().then(schedule), deps.everyMs);
    timer.unref();
  };
  schedule();
  return {
    runNow,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';

export type PeriodicJob = { runNow: () => Promise<number>; stop: () => Promise<void> };

/**
 * Runs `run` on start and every `everyMs` (0 turns the job off, as the API tests do), never two
 * runs at once in this process; a failed run is logged as `failure` and counts 0. The timer does
 * not keep the process alive; `stop` clears it and waits for a run in progress.
 */
export function startPeriodicJob(job: {
  everyMs: number;
  run: () => Promise<number>;
  log: FastifyBaseLogger;
  failure: string;
}): PeriodicJob {
  let running: Promise<number> | undefined;
  const runNow = () => {
    running ??= job
      .run()
      .catch((err: unknown) => {
        job.log.error({ err }, job.failure);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  if (job.everyMs > 0) {
    void runNow();
    timer = setInterval(() => void runNow(), job.everyMs);
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

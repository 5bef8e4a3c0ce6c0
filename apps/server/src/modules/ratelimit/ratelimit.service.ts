import type { Db } from '#server/db/client.ts';
import { tooManyRequests } from '#server/lib/errors.ts';
import * as repo from './ratelimit.repository.ts';

/** Counters shared by every server process, kept in the database. */
export function createRateLimitService(db: Db) {
  return {
    /**
     * Runs `attempt` only while every key has had fewer than `max` failures in its window,
     * else 429. The slot is taken before the attempt runs, atomically in the database, so
     * 50 simultaneous wrong passwords still get at most `max` tries; an attempt that succeeds
     * hands its slot back, so only failures (a throw) count.
     */
    async guard<T>(
      keys: string[],
      max: number,
      windowSeconds: number,
      attempt: () => Promise<T>,
    ): Promise<T> {
      const taken: string[] = [];
      for (const key of keys) {
        if (!(await repo.take(db, key, max, windowSeconds))) {
          for (const k of taken) await repo.giveBack(db, k);
          throw tooManyRequests();
        }
        taken.push(key);
      }
      const result = await attempt();
      for (const key of taken) await repo.giveBack(db, key);
      return result;
    },

    /** Counts one event and refuses it with 429 once `key` has seen more than `max` in its window. */
    async count(key: string, max: number, windowSeconds: number): Promise<void> {
      if ((await repo.hit(db, key, windowSeconds)) > max) throw tooManyRequests();
    },

    /** Drops windows that ended long ago. */
    prune: (olderThanSeconds: number) => repo.prune(db, olderThanSeconds),
  };
}
export type RateLimitService = ReturnType<typeof createRateLimitService>;

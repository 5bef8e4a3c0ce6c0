import type { Db } from '#server/db/client.ts';
import * as repo from './health.repository.ts';

export function createHealthService(db: Db) {
  return {
    /** Resolves once the database answers (it is migrated before the server listens). */
    check: () => repo.ping(db),
  };
}
export type HealthService = ReturnType<typeof createHealthService>;

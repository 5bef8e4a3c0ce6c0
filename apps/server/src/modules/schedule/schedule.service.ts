import { ROLES, type ScheduleBody, type ScheduleReply } from '@vitrina/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import { ownStore, storeOf } from '../../lib/tenancy.ts';
import type { Principal } from '../auth/auth.service.ts';
import * as repo from './schedule.repository.ts';

function ownerOnly(principal: Principal): void {
  if (principal.roleId !== ROLES.CLIENT) throw forbidden();
}

async function weekOf(db: DbOrTx, storeId: number): Promise<ScheduleReply> {
  const rows = await repo.listByStore(db, storeId);
  return { schedules: rows.map((r) => ({ weekday: r.weekday, opens_at: r.opensAt, closes_at: r.closesAt })) };
}

export function createScheduleService(db: Db) {
  return {
    /** The caller's store week, by weekday then opening time; an empty list is closed all week. */
    async mine(principal: Principal): Promise<ScheduleReply> {
      ownerOnly(principal);
      return weekOf(db, storeOf(principal));
    },

    /** Replaces the whole week at once (the body is already checked: no overlaps, ≤ 6 a day). */
    async replace(principal: Principal, storeId: number, body: ScheduleBody): Promise<ScheduleReply> {
      ownerOnly(principal);
      const id = ownStore(principal, storeId);
      return db.transaction(async (tx) => {
        await repo.replaceWeek(
          tx,
          id,
          body.schedules.map((r) => ({ weekday: r.weekday, opensAt: r.opens_at, closesAt: r.closes_at })),
        );
        return weekOf(tx, id);
      });
    },
  };
}
export type ScheduleService = ReturnType<typeof createScheduleService>;

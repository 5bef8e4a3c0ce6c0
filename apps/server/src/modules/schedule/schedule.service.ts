import { ROLES, type ScheduleBody, type ScheduleReply } from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { forbidden } from '#server/lib/errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import { ownStore, storeOf } from '#server/lib/tenancy.ts';
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

// What other modules may ask of a store's week (the storefront's "open now", the checkout).

/** A store's opening ranges by weekday then opening time (empty: no schedule set). */
export async function storeWeek(db: DbOrTx, storeId: number): Promise<ScheduleReply['schedules']> {
  return (await weekOf(db, storeId)).schedules;
}

/** Weekday (0 Sunday) and 'HH:MM' of an instant in `timeZone`. */
function localNow(timeZone: string, at: Date): { weekday: number; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  return { weekday, time: `${part('hour')}:${part('minute')}` };
}

type Range = ScheduleReply['schedules'][number];

/** The latest time a range may close at: it means "until midnight", its last minute included. */
const END_OF_DAY = '23:59';

/**
 * Whether a week's ranges hold `at` in `timeZone` (a store with no ranges is always open). A
 * range closes before its closing minute, except one closing at 23:59, which holds to midnight:
 * a store open 00:00–23:59 every day never closes, and 18:00–23:59 meets 00:00–02:00.
 */
export function isOpenAt(ranges: Range[], timeZone: string, at = new Date()): boolean {
  if (ranges.length === 0) return true;
  const now = localNow(timeZone, at);
  return ranges.some(
    (r) =>
      r.weekday === now.weekday &&
      r.opens_at <= now.time &&
      (now.time < r.closes_at || r.closes_at.startsWith(END_OF_DAY)),
  );
}

/** The next opening after `at` (weekday and time, in `timeZone`), or null with no ranges. */
export function nextOpening(ranges: Range[], timeZone: string, at = new Date()): Range | null {
  if (ranges.length === 0) return null;
  const now = localNow(timeZone, at);
  for (let ahead = 0; ahead <= 7; ahead++) {
    const weekday = (now.weekday + ahead) % 7;
    const found = ranges
      .filter((r) => r.weekday === weekday && (ahead > 0 || r.opens_at > now.time))
      .sort((a, b) => a.opens_at.localeCompare(b.opens_at))[0];
    if (found) return found;
  }
  return null;
}

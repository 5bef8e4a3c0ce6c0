import { DEFAULT_TEXT_LANGUAGE, MEMBERSHIP_REMINDER_DAYS, merchantTextsIn } from '@vitrina/contract';
import type { Db } from '#server/db/client.ts';
import { formatDateTime } from '#server/lib/format.ts';
import { enqueueMany, type OutboxMessage } from '#server/modules/outbox/outbox.service.ts';
import { deviceRecipientsOf } from '#server/modules/push/push.service.ts';
import { ownersEndingBetween } from '#server/modules/users/accounts.service.ts';
import * as repo from './membership.repository.ts';

const DAY_MS = 86_400_000;

/**
 * The reminder bands, most urgent first. A reminder "d days before" is due while the
 * membership ends within (lower, upper] from now, where upper is d days (the "0 days" reminder:
 * the last 24 hours) and lower is the upper of the next more urgent reminder (0 for the last):
 * 0 → (0 h, 24 h], 3 → (24 h, 72 h], 7 → (72 h, 168 h]. The bands do not overlap, so an owner
 * is in at most one at a time; one that first comes into view already inside the 3-day band
 * gets the 3-day reminder only (no late 7-day one). An ended membership gets none.
 */
export function reminderBands(days: readonly number[] = MEMBERSHIP_REMINDER_DAYS) {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  let lower = 0;
  return sorted.map((d) => {
    const upper = Math.max(d, 1) * DAY_MS;
    const band = { days: d, lowerMs: lower, upperMs: upper };
    lower = upper;
    return band;
  });
}

// The owner's language is not known yet: Spanish.
const lang = DEFAULT_TEXT_LANGUAGE;
const say = merchantTextsIn(lang);

function reminderText(days: number, until: Date, timeZone: string) {
  const end = formatDateTime(until, { lang, timeZone, style: 'long' });
  const subject =
    days === 0 ? say('membershipReminderTodaySubject') : say('membershipReminderSubject', { days });
  return { subject, body: say('membershipReminder', { end }) };
}

/**
 * Queues the membership reminders due at `now`: for every active store owner inside a band,
 * one e-mail and one web push per subscribed device, once per (owner, membership end, band).
 * The reminder row is inserted with ON CONFLICT DO NOTHING and the messages are queued only
 * when this call inserted it, in the same transaction, so several processes (or a second run)
 * never queue twice; a renewed membership (new end) gets its own reminders. Answers how many
 * reminders were queued.
 */
export async function queueMembershipReminders(
  db: Db,
  now: Date = new Date(),
  opts: { publicUrl?: string; timeZone?: string } = {},
): Promise<number> {
  const url = `${opts.publicUrl ?? ''}/upgrade-plan`;
  let queued = 0;
  for (const band of reminderBands()) {
    const owners = await ownersEndingBetween(
      db,
      new Date(now.getTime() + band.lowerMs),
      new Date(now.getTime() + band.upperMs),
    );
    for (const owner of owners) {
      const until = owner.membershipUntil!;
      await db.transaction(async (tx) => {
        if (!(await repo.claimReminder(tx, owner.id, until, band.days))) return;
        const { subject, body } = reminderText(band.days, until, opts.timeZone ?? 'America/Caracas');
        const devices = await deviceRecipientsOf(tx, [owner.id]);
        const messages: OutboxMessage[] = [
          {
            channel: 'email',
            recipient: owner.email,
            payload: {
              subject,
              text: [say('mailGreeting', { name: owner.name }), '', body, '', url].join('\n'),
            },
          },
          ...devices.map((d) => ({
            channel: 'push' as const,
            recipient: d,
            payload: { title: subject, body, url },
          })),
        ];
        await enqueueMany(tx, messages);
        queued++;
      });
    }
  }
  return queued;
}

import type { DbOrTx } from '#server/db/client.ts';
import * as repo from './outbox.repository.ts';

export type { OutboxChannel, OutboxMessage, OutboxRow } from './outbox.repository.ts';

// Messages are queued inside the caller's transaction (pass its handle), so a message
// exists exactly when the change it announces committed; the worker sends it afterwards.

/** Queues one message; returns its id. */
export const enqueue = (tx: DbOrTx, message: repo.OutboxMessage): Promise<number> =>
  repo.enqueue(tx, message);

/** Rows per statement: far below PostgreSQL's 65,535 bound parameters at 3 per row. */
const CHUNK = 1000;

/** Queues many messages, a thousand per statement. */
export async function enqueueMany(tx: DbOrTx, messages: repo.OutboxMessage[]): Promise<void> {
  for (let i = 0; i < messages.length; i += CHUNK) await repo.enqueueMany(tx, messages.slice(i, i + CHUNK));
}

// A campaign's messages (outbox rows with its campaign_id): the messaging module pauses,
// resumes and cancels them and reads their outcomes through these.

/** Pause: its waiting messages are held (a message already claimed finishes). */
export const holdCampaign = (tx: DbOrTx, campaignId: number) =>
  repo.moveCampaign(tx, campaignId, 'pending', 'held');
/** Resume or start: held messages become due now. */
export const releaseCampaign = (tx: DbOrTx, campaignId: number) =>
  repo.moveCampaign(tx, campaignId, 'held', 'pending');
/** Cancel: every message not yet sent is cancelled. */
export async function cancelCampaign(tx: DbOrTx, campaignId: number): Promise<number> {
  return (
    (await repo.moveCampaign(tx, campaignId, 'pending', 'cancelled')) +
    (await repo.moveCampaign(tx, campaignId, 'held', 'cancelled'))
  );
}
export const countByCampaign = repo.countByCampaign;
export const campaignMessages = repo.campaignMessages;

/** Messages per second one bot sends at most (Telegram allows 30; we keep a margin). */
export const TELEGRAM_PER_BOT_PER_SECOND = 29;

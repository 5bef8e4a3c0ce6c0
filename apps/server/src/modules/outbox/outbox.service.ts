import type { DbOrTx } from '../../db/client.ts';
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

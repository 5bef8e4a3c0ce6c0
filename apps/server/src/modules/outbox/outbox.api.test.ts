import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { enqueue, findById } from './outbox.repository.ts';
import { startOutboxWorker } from './outbox.worker.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('outbox worker', () => {
  it('delivers each message exactly once with two workers claiming at the same time', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      ids.push(await enqueue(t.database.db, { channel: 'telegram', recipient: `chat-${i}`, payload: { i } }));
    }
    const delivered: string[] = [];
    const handler = async (row: { recipient: string }) => {
      delivered.push(row.recipient);
      await new Promise((r) => setTimeout(r, 1));
      return undefined;
    };
    const workers = [1, 2].map(() =>
      startOutboxWorker({
        db: t.database.db,
        handlers: { telegram: handler },
        pollMs: 60_000,
        log: t.app.log,
      }),
    );
    await Promise.all(workers.map((w) => w.drain()));
    await Promise.all(workers.map((w) => w.stop()));
    expect(delivered.sort()).toEqual(ids.map((_, i) => `chat-${i}`).sort());
    const pending = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from outbox where channel = 'telegram' and status <> 'sent'`,
    );
    expect(pending[0]?.n).toBe(0);
  });

  it('keeps a failed message for a later retry with the error recorded', async () => {
    const id = await enqueue(t.database.db, { channel: 'push', recipient: 'device', payload: {} });
    const worker = startOutboxWorker({
      db: t.database.db,
      handlers: {
        push: async () => {
          throw new Error('push service unavailable');
        },
      },
      pollMs: 60_000,
      log: t.app.log,
    });
    await worker.drain();
    await worker.stop();
    const row = await findById(t.database.db, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'push service unavailable' });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('drops the secret link of a sent recovery mail from the stored payload', async () => {
    await t.inject({ method: 'GET', url: '/api/auth/recover/tienda@vitrina.test' });
    await t.app.outbox.drain();
    expect(t.mails).toHaveLength(1);
    const rows = await queryRows<{ payload: Record<string, unknown>; status: string }>(
      t.database.db,
      sql`select payload, status from outbox where channel = 'email'`,
    );
    expect(rows).toEqual([{ status: 'sent', payload: { subject: t.mails[0]!.subject, redacted: true } }]);
  });
});

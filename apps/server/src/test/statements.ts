import type { Db } from '#server/db/client.ts';

type Queryable = { query: (...args: unknown[]) => Promise<unknown> };

/**
 * Records the SQL statements the app sends outside transactions while `run` goes on: Drizzle
 * hands every one of them to the driver's `query` (PGlite's instance or pg's pool), wrapped
 * here. Counts what a request really costs, the session lookup included. The outbox worker's
 * polls (every few seconds, on their own timer) are left out, so a poll that happens to fall
 * inside `run` does not count against the request.
 */
export async function statementsOf(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: Queryable }).$client;
  const original = client.query;
  const seen: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const query = args[0];
    const text = typeof query === 'string' ? query : String((query as { text?: string })?.text ?? '');
    if (!/\boutbox\b/.test(text)) seen.push(text);
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return seen;
}

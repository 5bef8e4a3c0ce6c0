import type { Db } from '../db/client.ts';

type Queryable = { query: (...args: unknown[]) => Promise<unknown> };

/**
 * Records the SQL statements the app sends outside transactions while `run` goes on: Drizzle
 * hands every one of them to the driver's `query` (PGlite's instance or pg's pool), wrapped
 * here. Counts what a request really costs, the session lookup included.
 */
export async function statementsOf(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: Queryable }).$client;
  const original = client.query;
  const seen: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const query = args[0];
    seen.push(typeof query === 'string' ? query : String((query as { text?: string })?.text ?? ''));
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return seen;
}

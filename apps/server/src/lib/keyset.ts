import type { PageMeta } from '@vitrina/contract';
import { z } from 'zod';
import { decodeCursor, encodeCursor } from './cursor.ts';

/** The cursor of an id-ordered list: the last row's id and the total counted on the first page. */
export const idTotalCursor = z.object({ id: z.number().int(), t: z.number().int().min(0) });

/** A list's total: exact, or an estimate (counted up to a cap, or carried from the first page). */
export type Counted = { total: number; capped: boolean };

/**
 * The page out of `rows` fetched with one row more than `perPage` (that extra row tells whether
 * there is a next page), and its meta; the next cursor carries the last row's id and the total.
 */
export function keysetSlice<R>(
  rows: R[],
  perPage: number,
  counted: Counted,
  idOf: (row: R) => number,
): { rows: R[]; meta: PageMeta } {
  const pageRows = rows.slice(0, perPage);
  const last = pageRows.at(-1);
  return {
    rows: pageRows,
    meta: {
      per_page: perPage,
      total: counted.total,
      ...(counted.capped ? { total_is_estimate: true } : {}),
      next_cursor:
        rows.length > perPage && last !== undefined
          ? encodeCursor({ id: idOf(last), t: counted.total })
          : null,
    },
  };
}

/**
 * A keyset page of an id-ordered list: decodes the cursor (422 when not ours), fetches
 * `per_page + 1` rows after its id, and counts only on the first page (later pages carry the
 * first page's total as an estimate).
 */
export async function keysetPage<R>(
  q: { cursor?: string | undefined; per_page: number },
  fetch: {
    page: (limit: number, afterId: number | undefined) => Promise<R[]>;
    count: () => Promise<Counted>;
    idOf: (row: R) => number;
  },
): Promise<{ rows: R[]; meta: PageMeta }> {
  const after = decodeCursor(q.cursor, idTotalCursor);
  const rows = await fetch.page(q.per_page + 1, after?.id);
  const counted = after ? { total: after.t, capped: true } : await fetch.count();
  return keysetSlice(rows, q.per_page, counted, fetch.idOf);
}

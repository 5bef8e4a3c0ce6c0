import { z } from 'zod';
import { plainString, v } from './fields.ts';
import { intQuery } from './numbers.ts';

export const PER_PAGE_MAX = 100;
/** The last page number a list accepts: keeps the row offset within PostgreSQL's `integer`. */
export const PAGE_MAX = 100_000;

/** Query of a server-paginated list (ARCHITECTURE.md §4). */
export const pageQuery = z.object({
  per_page: intQuery({ min: 1, max: PER_PAGE_MAX }).default(25),
  /** Opaque keyset cursor from the previous page's meta.next_cursor. */
  cursor: plainString().max(200, v('invalid')).optional(),
  /** Page number, accepted on small lists. */
  page: intQuery({ min: 1, max: PAGE_MAX }).optional(),
  q: plainString().trim().max(100, v('maxLength')).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageMeta = z.object({
  per_page: z.number().int(),
  total: z.number().int(),
  /** True when `total` is an estimate (very large tables). */
  total_is_estimate: z.boolean().optional(),
  next_cursor: z.string().nullable(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const page = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMeta });
export type Page<T> = { data: T[]; meta: PageMeta };

import { z } from 'zod';
import { v } from './fields.ts';

/** Query of a server-paginated list (ARCHITECTURE.md §4). */
export const pageQuery = z.object({
  per_page: z.coerce.number().int(v('integer')).min(1, v('invalid')).max(100, v('invalid')).default(25),
  /** Opaque keyset cursor from the previous page's meta.next_cursor. */
  cursor: z.string().max(200, v('invalid')).optional(),
  /** Page number, accepted on small lists. */
  page: z.coerce.number().int(v('integer')).min(1, v('invalid')).optional(),
  q: z.string().trim().max(100, v('maxLength')).optional(),
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

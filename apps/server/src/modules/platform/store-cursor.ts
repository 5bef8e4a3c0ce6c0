/** The admin's store list cursor (platform.service.ts). */
import { isCalendarDate } from '@vitrina/contract';
import { z } from 'zod';

// The cursor: the last row's id, its membership end as the database wrote it (sort
// `membership`), and the first page's count (`t`).
const PG_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?)([+-]\d{2})(:\d{2})?$/;
/** A timestamp as PostgreSQL writes it as text ('2026-03-10 04:00:00.123+00'), or '-infinity'. */
function isDatabaseTimestamp(k: string): boolean {
  if (k === '-infinity') return true;
  const m = PG_TIMESTAMP.exec(k);
  return (
    m !== null && isCalendarDate(m[1]!) && !Number.isNaN(Date.parse(`${m[1]}T${m[2]}${m[3]}${m[4] ?? ':00'}`))
  );
}
export const storeCursor = z.object({
  id: z.number().int(),
  k: z.string().max(64).refine(isDatabaseTimestamp).optional(),
  t: z.number().int().min(0),
});

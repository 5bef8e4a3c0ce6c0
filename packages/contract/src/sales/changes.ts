import { z } from 'zod';

/**
 * GET bill/changes: the newest sale and the last change of the caller's store (the platform's
 * newest sale for the admin), so an open panel asks every second or two whether anything
 * happened and reads its lists again only when this reply changes.
 */
export const billChangesSchema = z.object({
  /** The newest sale's number; null before the first sale. */
  last_id: z.number().int().nullable(),
  /** When a sale last changed (created, verified, shipped…); null for the admin and before the first sale. */
  updated_at: z.string().nullable(),
});
export type BillChanges = z.infer<typeof billChangesSchema>;

import { z } from 'zod';

/** Store as GET store/mystore returns it (more fields arrive with the store issue). */
export const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  telegram_user_bot: z.string().nullable(),
  web_store: z.string().nullable(),
  /** Storefront templates; the first is the current one. */
  templates: z.array(z.object({ id: z.number().int(), name: z.string() })),
  status_id: z.number().int(),
  statusName: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

import { z } from 'zod';

/** A store category, as GET categories lists them (ordered by name). */
export const categorySchema = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;

import { z } from 'zod';
import { ticketBotUpdate } from '../tickets/bot.ts';

/**
 * POST /api/telegram/{storeId}: a store bot's update. Beyond texts and buttons, a shopper
 * ordering in chat sends the proof as a photo (or a picture as a file) and may share a location
 * for the per-km price.
 */
export const shopBotUpdate = ticketBotUpdate.extend({
  message: ticketBotUpdate.shape.message
    .unwrap()
    .extend({
      location: z
        .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
        .optional(),
    })
    .optional(),
});
export type ShopBotUpdate = z.infer<typeof shopBotUpdate>;

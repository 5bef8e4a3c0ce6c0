import { z } from 'zod';
import { ticketBotUpdate } from '../tickets/bot.ts';

/**
 * POST /api/telegram/{storeId}: a store bot's update. Beyond texts and buttons, a shopper
 * ordering in chat sends the proof as a photo (or a picture as a file) and may share a location
 * for the per-km price, or share their own phone number as a contact at the checkout's phone step.
 */
export const shopBotUpdate = ticketBotUpdate.extend({
  message: ticketBotUpdate.shape.message
    .unwrap()
    .extend({
      location: z
        .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
        .optional(),
      contact: z
        .object({
          phone_number: z.string().max(64),
          /** The contact's Telegram user (absent for a contact not on Telegram). */
          user_id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
        })
        .optional(),
    })
    .optional(),
});
export type ShopBotUpdate = z.infer<typeof shopBotUpdate>;

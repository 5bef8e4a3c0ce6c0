import { z } from 'zod';
import { idParam } from '../common/numbers.ts';
import { telegramUpdate } from '../messaging/messaging.ts';

// POST /api/telegram/events/{eventId}: an event's own Telegram bot, where buyers buy in chat.

export const ticketBotParams = z.object({ eventId: idParam });

/** One size of a photo as Telegram sends it (the largest comes last). */
const photoSize = z.object({
  file_id: z.string().min(1).max(256),
  width: z.number().int().min(0).max(100_000).optional(),
  height: z.number().int().min(0).max(100_000).optional(),
  file_size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

/** A store bot's update plus what a buyer sends as a proof: a photo, or a picture sent as a file. */
export const ticketBotUpdate = telegramUpdate.extend({
  message: telegramUpdate.shape.message
    .unwrap()
    .extend({
      photo: z.array(photoSize).max(20).optional(),
      document: z
        .object({
          file_id: z.string().min(1).max(256),
          mime_type: z.string().max(255).optional(),
          file_size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
        })
        .optional(),
    })
    .optional(),
});
export type TicketBotUpdate = z.infer<typeof ticketBotUpdate>;

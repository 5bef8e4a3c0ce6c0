import { MESSAGE_MAX_LENGTH, messageText, v } from '@vitrina/contract';
import { z } from 'zod';
import { PROMOTION_CHANNELS, type PromotionChannel } from '#web/features/messaging/api/send.queries.ts';

/** The text of every send dialog: required, at most 1,024 characters (SPEC.md §7). */
export const messageForm = z.object({ message: messageText });
export type MessageForm = { message: string };
export const BLANK_MESSAGE: MessageForm = { message: '' };

/** A required image: a chosen file (its type and size were checked when it was picked). */
const imageFile = z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File, {
  error: v('required'),
});

/** "Enviar imagen": a caption and the image, both required. */
export const imageMessageForm = z.object({ message: messageText, image: imageFile });
export type ImageMessageForm = { message: string; image: File | null };
export const BLANK_IMAGE_MESSAGE: ImageMessageForm = { message: '', image: null };

/** "Enviar promoción": the text and which customers get it. */
export const promotionForm = z.object({
  message: messageText,
  channel: z.enum(PROMOTION_CHANNELS, { error: v('oneOf') }),
});
export type PromotionForm = { message: string; channel: PromotionChannel };
export const BLANK_PROMOTION: PromotionForm = { message: '', channel: 'both' };

/** The counter under a text: how long it is against the limit, and whether it is over. */
export function textCount(text: string | undefined): { count: number; max: number; over: boolean } {
  // The same measure as the contract's max (string length), so the counter and the rule agree.
  const count = (text ?? '').trim().length;
  return { count, max: MESSAGE_MAX_LENGTH, over: count > MESSAGE_MAX_LENGTH };
}

/** How a customer is named in a dialog's title: full name, else @username. */
export function customerName(customer: { name: string; lastname: string; username: string | null }): string {
  const full = `${customer.name} ${customer.lastname}`.trim();
  return full || (customer.username ? `@${customer.username}` : '');
}

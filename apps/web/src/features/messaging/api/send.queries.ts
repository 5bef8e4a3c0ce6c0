import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CustomerChannel, type SendReply, sendReply } from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';

/** Every send is a campaign too (its report lists the recipient): the campaigns' lists read again. */
const campaignKeys = queryKeysFactory('campaigns');

/** Who a one-customer send goes to: its id and channel, and the store it shops at. */
export type SendTarget = { customerId: number; channel: CustomerChannel; storeId: number };

/**
 * A text to one customer (SPEC.md §7): POST sendMessage/{clientId} {text} for a Telegram
 * customer, POST store/send_notification/{clientId}/{storeId} {message} for a web one.
 */
export function sendCustomerMessage(target: SendTarget, text: string): Promise<SendReply> {
  if (target.channel === 'telegram')
    return apiRequest(`sendMessage/${target.customerId}`, {
      method: 'POST',
      body: { text },
      schema: sendReply,
    });
  return apiRequest(`store/send_notification/${target.customerId}/${target.storeId}`, {
    method: 'POST',
    body: { message: text },
    schema: sendReply,
  });
}

/** The multipart body of an image send: the text (as `text`, and as `message` on the web path) and the file. */
export function imageForm(channel: CustomerChannel, text: string, image: File): FormData {
  const form = new FormData();
  form.set('text', text);
  // The notification path takes "text, image and message" (SPEC.md §7).
  if (channel === 'web') form.set('message', text);
  form.set('image', image, image.name);
  return form;
}

/**
 * An image with a caption to one customer: POST sendImage/{clientId} (Telegram) or the
 * notification path (web), multipart; the image is required.
 */
export function sendCustomerImage(target: SendTarget, text: string, image: File): Promise<SendReply> {
  const path =
    target.channel === 'telegram'
      ? `sendImage/${target.customerId}`
      : `store/send_notification/${target.customerId}/${target.storeId}`;
  return apiRequest(path, {
    method: 'POST',
    body: imageForm(target.channel, text, image),
    schema: sendReply,
  });
}

/** Where a promotion goes: the store's Telegram customers, its web customers, or both. */
export const PROMOTION_CHANNELS = ['both', 'telegram', 'web'] as const;
export type PromotionChannel = (typeof PROMOTION_CHANNELS)[number];

export type PromotionInput = { productId: number; storeId: number; text: string; channel: PromotionChannel };
/** The campaign each channel's send started (its report is /campaigns/:id). */
export type PromotionResult = { channel: CustomerChannel; reply: SendReply }[];

/** The channels a choice covers, Telegram first. */
export function promotionChannels(channel: PromotionChannel): CustomerChannel[] {
  return channel === 'both' ? ['telegram', 'web'] : [channel];
}

/**
 * A product's promotion (SPEC.md §7): POST products/{productId}/sendpromo {text} to the
 * Telegram customers, POST store/product_broadcast/{storeId}/{productId} {text} to the web
 * ones. Both run; the promotion failed if either did.
 */
export async function sendPromotion({
  productId,
  storeId,
  text,
  channel,
}: PromotionInput): Promise<PromotionResult> {
  const calls = promotionChannels(channel).map(async (c) => {
    const path =
      c === 'telegram'
        ? `products/${productId}/sendpromo`
        : `store/product_broadcast/${storeId}/${productId}`;
    const reply = await apiRequest(path, { method: 'POST', body: { text }, schema: sendReply });
    return { channel: c, reply };
  });
  return Promise.all(calls);
}

function useSend<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

export function useSendCustomerMessage() {
  return useSend(({ target, text }: { target: SendTarget; text: string }) =>
    sendCustomerMessage(target, text),
  );
}

export function useSendCustomerImage() {
  return useSend(({ target, text, image }: { target: SendTarget; text: string; image: File }) =>
    sendCustomerImage(target, text, image),
  );
}

export function useSendPromotion() {
  return useSend(sendPromotion);
}

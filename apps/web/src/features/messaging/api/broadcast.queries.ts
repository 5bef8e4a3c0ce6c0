import { useMutation } from '@tanstack/react-query';
import { type AdminBroadcastBody, sendReply } from '@vitrina/contract';
import type { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';

/** The reply names the campaign that reports each owner's delivery (absent from older servers). */
const adminBroadcastReply = sendReply.partial({ campaign_id: true });
export type AdminBroadcastReply = z.infer<typeof adminBroadcastReply>;

/** POST sendMessage (SPEC.md §7): the platform admin's message to every store owner. */
export function sendAdminBroadcast(body: AdminBroadcastBody): Promise<AdminBroadcastReply> {
  return apiRequest('sendMessage', { method: 'POST', body, schema: adminBroadcastReply });
}

export function useSendAdminBroadcast() {
  return useMutation({ mutationFn: sendAdminBroadcast });
}

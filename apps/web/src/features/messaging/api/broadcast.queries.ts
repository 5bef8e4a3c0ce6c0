import { useMutation } from '@tanstack/react-query';
import { type AdminBroadcastBody, type BroadcastReply, broadcastReply } from '@vitrina/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST sendMessage (SPEC.md §7): the platform admin's message to every store owner. */
export function sendAdminBroadcast(body: AdminBroadcastBody): Promise<BroadcastReply> {
  return apiRequest('sendMessage', { method: 'POST', body, schema: broadcastReply });
}

export function useSendAdminBroadcast() {
  return useMutation({ mutationFn: sendAdminBroadcast });
}

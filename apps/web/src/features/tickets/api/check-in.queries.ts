import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CheckInCountsReply,
  type CheckInReply,
  checkInCountsReply,
  checkInReply,
} from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';
import { ticketDashboardKeys } from './ticket-dashboard.queries.ts';

export const checkInKeys = queryKeysFactory('checkIn');

/** How often the door's counts are read while the screen is visible (other doors scan too). */
export const CHECK_IN_REFRESH_MS = 3_000;

export function useCheckInCounts(eventId: number | null) {
  return useQuery<CheckInCountsReply>({
    queryKey: checkInKeys.detail(eventId),
    queryFn: ({ signal }) => apiRequest(`ticket/check-in/${eventId}`, { schema: checkInCountsReply, signal }),
    enabled: eventId !== null,
    refetchInterval: CHECK_IN_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

/** A scanned or typed code at the door (POST ticket/check-in); the counts follow at once. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation<CheckInReply, Error, { eventId: number; code: string }>({
    mutationFn: ({ eventId, code }) =>
      apiRequest('ticket/check-in', {
        method: 'POST',
        body: { event_id: eventId, code },
        schema: checkInReply,
      }),
    onSuccess: (reply, { eventId }) => {
      queryClient.setQueryData<CheckInCountsReply>(checkInKeys.detail(eventId), (old) =>
        old ? { ...old, ...reply.counts } : old,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: checkInKeys.detail(eventId) }),
        queryClient.invalidateQueries({ queryKey: ticketDashboardKeys.all }),
      ]);
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ScheduleBody, scheduleReply } from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';

/** The signed-in owner's store's week is the detail `mine`. */
const mySchedule = queryKeysFactory('schedule').detail('mine');

export function useSchedule() {
  return useQuery({
    queryKey: mySchedule,
    queryFn: () => apiRequest('store/schedule', { schema: scheduleReply }),
  });
}

export function useSaveSchedule(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleBody) =>
      apiRequest(`store/${storeId}/schedule`, { method: 'POST', body, schema: scheduleReply }),
    onSuccess: (reply) => queryClient.setQueryData(mySchedule, reply),
  });
}

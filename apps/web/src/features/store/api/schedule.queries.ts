import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ScheduleBody, scheduleReply } from '@vitrina/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeKeys } from './store.queries.ts';

export function useSchedule() {
  return useQuery({
    queryKey: storeKeys.schedule(),
    queryFn: () => apiRequest('store/schedule', { schema: scheduleReply }),
  });
}

export function useSaveSchedule(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleBody) =>
      apiRequest(`store/${storeId}/schedule`, { method: 'POST', body, schema: scheduleReply }),
    onSuccess: (reply) => queryClient.setQueryData(storeKeys.schedule(), reply),
  });
}

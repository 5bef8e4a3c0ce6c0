import { type StoreReadiness, storeReadinessSchema } from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET store/{id}/readiness, checked against the contract. */
export const fetchReadiness = (storeId: number): Promise<StoreReadiness> =>
  apiRequest(`store/${storeId}/readiness`, { schema: storeReadinessSchema });

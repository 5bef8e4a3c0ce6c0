import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AuditEntry, type AuditKind, auditEntrySchema, type Page, page } from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';

export type AuditFilters = {
  actor_id?: number;
  store_id?: number;
  kind?: AuditKind;
  from?: string;
  to?: string;
};

export const auditKeys = queryKeysFactory('audit');
const auditPage = page(auditEntrySchema);

/** GET audit: one page (keyset cursor) of entries, newest first (a store owner gets its store's). */
export function useAuditLog(filters: AuditFilters, cursor?: string) {
  return useQuery<Page<AuditEntry>>({
    queryKey: auditKeys.list(filters, cursor ?? null),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries({ ...filters, cursor }))
        if (value !== undefined && value !== '') params.set(key, String(value));
      return apiRequest(`audit?${params}`, { schema: auditPage, signal });
    },
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  type CompanyAdminOption,
  type CompanyDetails,
  type CreateCompanyBody,
  companyAdminOptionSchema,
  companyDetailsSchema,
  type DeliveryCompany,
  deliveryCompanySchema,
  type Page,
  page,
  type UpdateCompanyBody,
} from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory, useInvalidateEntity } from '#web/lib/query-keys.ts';

export type CompanyFilters = { q?: string; status_id?: 1 | 2 };

export const deliveryCompanyKeys = queryKeysFactory('deliveryCompanies');
const companyPage = page(deliveryCompanySchema);

/** GET admin/deliver: one page (keyset cursor) of companies, newest first. */
export function useDeliveryCompanies(filters: CompanyFilters, cursor: string | undefined) {
  return useQuery<Page<DeliveryCompany>>({
    queryKey: deliveryCompanyKeys.list(filters, cursor ?? null),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (filters.q) params.set('q', filters.q);
      if (filters.status_id) params.set('status_id', String(filters.status_id));
      if (cursor) params.set('cursor', cursor);
      const query = params.toString();
      return apiRequest(`admin/deliver${query ? `?${query}` : ''}`, { schema: companyPage, signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** GET admin/deliver/{id}: the company, its linked stores and its couriers. */
export function useDeliveryCompanyDetails(id: number) {
  return useQuery<CompanyDetails>({
    queryKey: deliveryCompanyKeys.detail(id),
    queryFn: () => apiRequest(`admin/deliver/${id}`, { schema: companyDetailsSchema }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

const adminOptions = z.array(companyAdminOptionSchema);

/** GET admin/deliver/admins: delivery users free to administer a company (20 at most, `q` narrows). */
export function useCompanyAdminOptions(q: string, enabled = true) {
  return useQuery<CompanyAdminOption[]>({
    queryKey: [...deliveryCompanyKeys.all, 'admins', q],
    queryFn: ({ signal }) =>
      apiRequest(`admin/deliver/admins?${new URLSearchParams({ q })}`, { schema: adminOptions, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useCreateDeliveryCompany() {
  const invalidate = useInvalidateEntity(deliveryCompanyKeys);
  return useMutation({
    mutationFn: (body: CreateCompanyBody) =>
      apiRequest('admin/deliver', { method: 'POST', body, schema: deliveryCompanySchema }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateDeliveryCompany() {
  const invalidate = useInvalidateEntity(deliveryCompanyKeys);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCompanyBody }) =>
      apiRequest(`admin/deliver/${id}`, { method: 'PATCH', body, schema: deliveryCompanySchema }),
    onSuccess: (company) => invalidate(company.id),
  });
}

/** PATCH admin/deliver/{id}/status: activate (1) or suspend (2). */
export function useSetDeliveryCompanyStatus() {
  const invalidate = useInvalidateEntity(deliveryCompanyKeys);
  return useMutation({
    mutationFn: ({ id, status_id }: { id: number; status_id: 1 | 2 }) =>
      apiRequest(`admin/deliver/${id}/status`, {
        method: 'PATCH',
        body: { status_id },
        schema: deliveryCompanySchema,
      }),
    onSuccess: (company) => invalidate(company.id),
  });
}

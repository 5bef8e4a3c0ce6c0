import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  type AdminUser,
  adminUserSchema,
  type CreateUserBody,
  managedUserSchema,
  type Page,
  page,
  type RoleId,
  type Status,
  statusSchema,
  type UpdateUserBody,
  userSchema,
} from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory, useInvalidateEntity } from '#web/lib/query-keys.ts';

export type UserFilters = { q?: string; role_id?: RoleId; status_id?: 1 | 2 };
/** A listed user with the name of its status (SPEC.md §3: derived from GET admin/status). */
export type ListedUser = AdminUser & { statusName: string };

export const adminUserKeys = queryKeysFactory('adminUsers');
const userPage = page(adminUserSchema);

/** GET admin/status: the account statuses, fetched once and kept for the session. */
export function useUserStatuses() {
  return useQuery<Status[]>({
    queryKey: adminUserKeys.extend('statuses'),
    queryFn: ({ signal }) => apiRequest('admin/status', { schema: z.array(statusSchema), signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** Each user's `statusName` from the status list (its id while the list has not come). */
export function withStatusNames(
  users: readonly AdminUser[],
  statuses: readonly Status[] | undefined,
): ListedUser[] {
  const names = new Map((statuses ?? []).map((s) => [s.id, s.status_name]));
  return users.map((u) => ({ ...u, statusName: names.get(u.status_id) ?? String(u.status_id) }));
}

function userQuery(filters: UserFilters & { cursor?: string; per_page?: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/** GET admin: one page (keyset cursor) of platform users, newest first, with their status names. */
export function useAdminUsers(filters: UserFilters, cursor?: string) {
  const statuses = useUserStatuses();
  const users = useQuery<Page<AdminUser>>({
    queryKey: adminUserKeys.list(filters, cursor ?? null),
    queryFn: ({ signal }) =>
      apiRequest(`admin?${userQuery({ ...filters, cursor })}`, { schema: userPage, signal }),
    placeholderData: keepPreviousData,
  });
  return { users, statuses };
}

/** GET admin?q=: a few users for a picker (the audit log's actor filter). */
export function useUserOptions(q: string, enabled = true) {
  return useQuery<AdminUser[]>({
    queryKey: adminUserKeys.extend('options', q),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`admin?${userQuery({ q: q || undefined, per_page: 20 })}`, {
          schema: userPage,
          signal,
        })
      ).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useCreateUser() {
  const invalidate = useInvalidateEntity(adminUserKeys);
  return useMutation({
    mutationFn: (body: CreateUserBody) => apiRequest('admin', { method: 'POST', body, schema: userSchema }),
    onSuccess: () => invalidate(),
  });
}

/** PATCH admin/{id}: person fields, status (2 deactivates and signs the user out), a new password. */
export function useUpdateUser() {
  const invalidate = useInvalidateEntity(adminUserKeys);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateUserBody }) =>
      apiRequest(`admin/${id}`, { method: 'PATCH', body, schema: managedUserSchema }),
    onSuccess: (user) => invalidate(user.id),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ConfirmExactReply,
  confirmExactReply,
  confirmLineReply,
  type DateOrder,
  type MatchState,
  type Page,
  page,
  rematchReply,
  type Statement,
  type StatementAccount,
  type StatementImport,
  type StatementLayout,
  type StatementLine,
  type StatementPreview,
  type StatementSettings,
  type StatementSettingsBody,
  statementAccountSchema,
  statementImportSchema,
  statementLineSchema,
  statementPreviewSchema,
  statementSchema,
  statementSettingsSchema,
} from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';

// Bank statements matched to the payments waiting for review: a store's sales, on the platform's
// accounts the owners' licence payments, on a ticket master's accounts their ticket sales
// (GET/POST statement-accounts/…).

export const statementKeys = queryKeysFactory('statements');
const accountsKey = statementKeys.extend('accounts');

const base = (accountId: number) => `statement-accounts/${accountId}`;

export function useStatementAccounts() {
  return useQuery<StatementAccount[]>({
    queryKey: accountsKey,
    queryFn: ({ signal }) =>
      apiRequest('statement-accounts', { schema: z.array(statementAccountSchema), signal }),
  });
}

/** The account's imported statements, newest first (the lines' filter offers them). */
export function useStatements(accountId: number | null) {
  return useQuery<Page<Statement>>({
    queryKey: statementKeys.list('statements', accountId),
    queryFn: ({ signal }) =>
      apiRequest(`${base(accountId ?? 0)}/statements?per_page=100`, {
        schema: page(statementSchema),
        signal,
      }),
    enabled: accountId !== null,
  });
}

export type LineFilters = { state: MatchState | null; statementId: number | null };
export const LINES_PER_PAGE = 25;

export function useStatementLines(
  accountId: number | null,
  filters: LineFilters,
  cursor: string | undefined,
) {
  return useQuery<Page<StatementLine>>({
    queryKey: statementKeys.list('lines', accountId, filters, cursor ?? null),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ per_page: String(LINES_PER_PAGE) });
      if (filters.state) params.set('state', filters.state);
      if (filters.statementId) params.set('statement_id', String(filters.statementId));
      if (cursor) params.set('cursor', cursor);
      return apiRequest(`${base(accountId ?? 0)}/lines?${params}`, {
        schema: page(statementLineSchema),
        signal,
      });
    },
    enabled: accountId !== null,
    placeholderData: keepPreviousData,
  });
}

/** How to read a file: its bank's layout (null: recognised by its headers), and a custom layout's columns. */
export type StatementUpload = {
  file: File;
  layout: StatementLayout | null;
  columns: {
    date_column: string;
    reference_column: string;
    amount_column: string;
    description_column: string;
    date_order: DateOrder;
  };
};

/** The multipart body of a preview or an import: the file, and the columns only for a custom layout. */
export function uploadForm({ file, layout, columns }: StatementUpload): FormData {
  const form = new FormData();
  if (layout) form.set('layout', layout);
  if (layout === 'custom')
    for (const [name, value] of Object.entries(columns)) if (value.trim()) form.set(name, value.trim());
  form.set('file', file, file.name);
  return form;
}

export function usePreviewStatement(accountId: number) {
  return useMutation<StatementPreview, Error, StatementUpload>({
    mutationFn: (upload) =>
      apiRequest(`${base(accountId)}/preview`, {
        method: 'POST',
        body: uploadForm(upload),
        schema: statementPreviewSchema,
      }),
  });
}

/** Every figure and line of the reconciliation may change after an import, a confirmation or a new match. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: statementKeys.all });
}

export function useImportStatement(accountId: number) {
  const refresh = useRefresh();
  return useMutation<StatementImport, Error, StatementUpload>({
    mutationFn: (upload) =>
      apiRequest(`${base(accountId)}/statements`, {
        method: 'POST',
        body: uploadForm(upload),
        schema: statementImportSchema,
      }),
    onSuccess: () => refresh(),
  });
}

export function useConfirmLine(accountId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ lineId, paymentId }: { lineId: number; paymentId: number }) =>
      apiRequest(`${base(accountId)}/lines/${lineId}/confirm`, {
        method: 'POST',
        body: { payment_id: paymentId },
        schema: confirmLineReply,
      }),
    // Refused too (409: confirmed meanwhile, the payment no longer waits): read the real state again.
    onSettled: () => refresh(),
  });
}

export function useConfirmExact(accountId: number) {
  const refresh = useRefresh();
  return useMutation<ConfirmExactReply>({
    mutationFn: () =>
      apiRequest(`${base(accountId)}/confirm-exact`, { method: 'POST', schema: confirmExactReply }),
    onSettled: () => refresh(),
  });
}

export function useRematch(accountId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiRequest(`${base(accountId)}/rematch`, { method: 'POST', schema: rematchReply }),
    onSuccess: () => refresh(),
  });
}

export function useSaveStatementSettings(accountId: number) {
  const refresh = useRefresh();
  return useMutation<StatementSettings, Error, StatementSettingsBody>({
    mutationFn: (body) =>
      apiRequest(`${base(accountId)}/settings`, { method: 'PUT', body, schema: statementSettingsSchema }),
    onSuccess: () => refresh(),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Audience,
  type AudienceCountReply,
  audienceCountReply,
  type Campaign,
  type CampaignFields,
  type CampaignRecipient,
  type CampaignStatus,
  type Catalogue,
  campaignPage,
  campaignRecipientPage,
  campaignReply,
  campaignSchema,
  catalogueSchema,
  type Page,
  page,
  productSchema,
  type RecipientStatus,
} from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';
import { useStoreId } from '#web/lib/use-store-id.ts';

export const campaignKeys = queryKeysFactory('campaigns');
// The product and catalogue choices are the products' and catalogues' own lists (same requests,
// same keys); their features may not be imported from here.
const productKeys = queryKeysFactory('products');
const catalogueKeys = queryKeysFactory('catalogues');

/** Query-string of a request: undefined and empty values left out. */
export function queryString(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** How often a campaign's report is read again: every 2 s while it sends, never once it stopped. */
export function refreshInterval(status: CampaignStatus | undefined): number | false {
  if (status === 'sending') return 2_000;
  if (status === 'scheduled') return 15_000;
  return false;
}

/** GET campaigns: one page of the store's campaigns, newest first, optionally of one status. */
export function useCampaigns(status: CampaignStatus | undefined, cursor: string | undefined) {
  return useQuery<Page<Campaign>>({
    queryKey: campaignKeys.list(status ?? null, cursor ?? null),
    queryFn: ({ signal }) =>
      apiRequest(`campaigns${queryString({ status, cursor })}`, { schema: campaignPage, signal }),
    placeholderData: keepPreviousData,
    // A list with a campaign on its way shows the counts move.
    refetchInterval: (query) => (query.state.data?.data.some((c) => c.status === 'sending') ? 5_000 : false),
  });
}

/** GET campaigns/{id} answers the campaign itself (or, as the actions do, inside `data`). */
const oneCampaign = z.union([campaignSchema, campaignReply.transform((reply) => reply.data)]);

/** GET campaigns/{id}: the campaign and its counts, read again every 2 s while it sends. */
export function useCampaign(id: number) {
  return useQuery<Campaign>({
    queryKey: campaignKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(`campaigns/${id}`, { schema: oneCampaign, signal }),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (query) => refreshInterval(query.state.data?.status),
  });
}

/**
 * GET campaigns/{id}/recipients: one keyset page of recipients with their outcome. `revision`
 * (the campaign's counts) is part of the key, so the page is read again whenever the report's
 * counts move, and no more.
 */
export function useCampaignRecipients(
  id: number,
  status: RecipientStatus | undefined,
  cursor: string | undefined,
  revision: string,
) {
  return useQuery<Page<CampaignRecipient>>({
    queryKey: campaignKeys.detail(id, 'recipients', status ?? null, cursor ?? null, revision),
    queryFn: ({ signal }) =>
      apiRequest(`campaigns/${id}/recipients${queryString({ status, cursor })}`, {
        schema: campaignRecipientPage,
        signal,
      }),
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET campaigns/audience: how many customers the audience reaches, on each channel. */
export function useAudienceCount(audience: Audience | null) {
  return useQuery<AudienceCountReply>({
    queryKey: campaignKeys.extend('audience', audience),
    queryFn: ({ signal }) =>
      apiRequest(`campaigns/audience${queryString({ ...audience })}`, { schema: audienceCountReply, signal }),
    enabled: audience !== null,
    placeholderData: keepPreviousData,
  });
}

const productOptionPage = page(productSchema);

/** The store's products matching what the owner typed, for the "bought this product" picker. */
export function useProductOptions(q: string) {
  const storeId = useStoreId();
  return useQuery({
    // Under the products' key (a product's change reaches it), apart from their pages' shape.
    queryKey: productKeys.extend('campaignOptions', storeId, q),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`store/${storeId}/products${queryString({ q, per_page: 20 })}`, {
          schema: productOptionPage,
          signal,
        })
      ).data,
    enabled: storeId > 0,
  });
}

/** The store's catalogues, for the "bought from this catalogue" choice. */
export function useCatalogueChoices(storeId: number) {
  return useQuery<Catalogue[]>({
    queryKey: catalogueKeys.list(storeId),
    queryFn: () => apiRequest(`store/${storeId}/catalogues`, { schema: z.array(catalogueSchema) }),
    enabled: storeId > 0,
  });
}

/** A JSON body, or multipart with the `image` part when one is attached. */
export function campaignRequestBody(fields: Record<string, unknown>, image: File | null): unknown {
  if (!image) return fields;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== null) form.set(key, String(value));
  form.set('image', image);
  return form;
}

export type NewCampaign = { fields: CampaignFields; image: File | null };

/** POST campaigns: sends now or at `scheduled_at`. */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, image }: NewCampaign) =>
      apiRequest('campaigns', {
        method: 'POST',
        body: campaignRequestBody(fields, image),
        schema: campaignReply,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.lists() }),
  });
}

const testReply = z.object({ message: z.string() }).passthrough();

/** POST campaigns/test: the text (and image) as they will go, sent to the owner only. */
export function useSendCampaignTest() {
  return useMutation({
    mutationFn: ({ text, image }: { text: string; image: File | null }) =>
      apiRequest('campaigns/test', {
        method: 'POST',
        body: campaignRequestBody({ text }, image),
        schema: testReply,
      }),
  });
}

export type CampaignAction = 'pause' | 'resume' | 'cancel';

/** POST campaigns/{id}/pause|resume|cancel; whatever the answer (409: it changed meanwhile), read it again. */
export function useCampaignAction(id: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: campaignKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: campaignKeys.lists() }),
    ]);
  return useMutation({
    mutationFn: (action: CampaignAction) =>
      apiRequest(`campaigns/${id}/${action}`, { method: 'POST', schema: campaignReply }),
    onSuccess: (reply) => {
      queryClient.setQueryData(campaignKeys.detail(id), reply.data);
      return refresh();
    },
    onError: () => refresh(),
  });
}

import {
  AUDIENCE_CHANNELS,
  AUDIENCE_DAYS_MAX,
  type Audience,
  type AudienceChannel,
  type CampaignFields,
  MESSAGE_MAX_LENGTH,
  messageText,
} from '@vitrina/contract';
import { z } from 'zod';
import type { PickerOption } from '#web/components/search-picker.tsx';

/** The new-campaign form as the owner fills it. */
export type CampaignForm = {
  channel: AudienceChannel;
  product_id: PickerOption | null;
  catalogue_id: number | null;
  /** Typed digits; empty = any time. */
  within_days: string;
  text: string;
  image: File | null;
  when: 'now' | 'later';
  /** A datetime-local value (yyyy-mm-ddThh:mm, the owner's clock). */
  scheduled_at: string;
};

export const BLANK_CAMPAIGN: CampaignForm = {
  channel: 'all',
  product_id: null,
  catalogue_id: null,
  within_days: '',
  text: '',
  image: null,
  when: 'now',
  scheduled_at: '',
};

/** Fields a 422 reply's errors are put under. */
export const CAMPAIGN_FORM_FIELDS = [
  'channel',
  'product_id',
  'catalogue_id',
  'within_days',
  'text',
  'image',
  'scheduled_at',
] as const;

const YEAR_MS = 366 * 86_400_000;

/** "Last purchase within N days" as a number, or null when empty or not a whole number in range. */
export function withinDays(typed: string): number | null {
  const trimmed = typed.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days >= 1 && days <= AUDIENCE_DAYS_MAX ? days : null;
}

/** The audience the form describes, as GET campaigns/audience and POST campaigns take it. */
export function audienceOf(
  form: Pick<CampaignForm, 'channel' | 'product_id' | 'catalogue_id' | 'within_days'>,
): Audience {
  const audience: Audience = { channel: form.channel };
  if (form.product_id) audience.product_id = form.product_id.id;
  if (form.catalogue_id) audience.catalogue_id = form.catalogue_id;
  const days = withinDays(form.within_days);
  if (days !== null) audience.within_days = days;
  return audience;
}

/** A datetime-local value (the owner's clock) as an ISO instant; null when it is not one. */
export function localToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Characters as the owner counts them (an emoji is one), against Telegram's caption limit. */
export function textLength(text: string): number {
  return Array.from(text).length;
}

/**
 * The form's rules, in the contract's words where it has them: text required and at most 1,024
 * characters, days a whole number from 1 to 3,650, a schedule in the future within a year.
 * Turns the form into POST campaigns' fields (plus the image, sent as a multipart part).
 */
export function campaignFormSchema(now: () => number = Date.now) {
  return z
    .object({
      channel: z.enum(AUDIENCE_CHANNELS),
      product_id: z.object({ id: z.number(), label: z.string() }).passthrough().nullable(),
      catalogue_id: z.number().int().positive().nullable(),
      within_days: z
        .string()
        .refine((s) => s.trim() === '' || withinDays(s) !== null, { message: 'campaigns.validation.days' }),
      text: messageText,
      image: z.instanceof(File).nullable(),
      when: z.enum(['now', 'later']),
      scheduled_at: z.string(),
    })
    .superRefine((form, ctx) => {
      if (form.when !== 'later') return;
      const iso = localToIso(form.scheduled_at);
      const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['scheduled_at'], message });
      if (!iso) issue('campaigns.validation.scheduleRequired');
      else if (Date.parse(iso) <= now()) issue('campaigns.validation.schedulePast');
      else if (Date.parse(iso) > now() + YEAR_MS) issue('campaigns.validation.scheduleTooFar');
    })
    .transform((form): { fields: CampaignFields; image: File | null } => {
      const fields: CampaignFields = { ...audienceOf(form), text: form.text };
      if (form.when === 'later') fields.scheduled_at = localToIso(form.scheduled_at) ?? undefined;
      return { fields, image: form.image };
    });
}

export { MESSAGE_MAX_LENGTH };

import { describe, expect, it } from 'vitest';
import {
  campaignRequestBody,
  queryString,
  refreshInterval,
} from '#web/features/messaging/api/campaign.queries.ts';
import {
  audienceOf,
  BLANK_CAMPAIGN,
  type CampaignForm,
  campaignFormSchema,
  localToIso,
  withinDays,
} from './campaign-form.ts';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const schema = campaignFormSchema(() => NOW);
const form = (over: Partial<CampaignForm>): CampaignForm => ({ ...BLANK_CAMPAIGN, text: 'Hola', ...over });
/** The first message the form shows under each field it refuses. */
function refusals(values: CampaignForm) {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the audience form as GET campaigns/audience asks it', () => {
  it('sends only the filters the owner set', () => {
    expect(audienceOf(BLANK_CAMPAIGN)).toEqual({ channel: 'all' });
    expect(
      audienceOf(
        form({
          channel: 'telegram',
          product_id: { id: 7, label: 'Café' },
          catalogue_id: 3,
          within_days: ' 30 ',
        }),
      ),
    ).toEqual({ channel: 'telegram', product_id: 7, catalogue_id: 3, within_days: 30 });
    expect(queryString({ ...audienceOf(form({ channel: 'web', within_days: '15' })) })).toBe(
      '?channel=web&within_days=15',
    );
  });

  it('leaves out days that are not a whole number from 1 to 3650 (the count waits for a valid one)', () => {
    for (const typed of ['', '0', '3651', '2.5', 'abc', '-3']) expect(withinDays(typed), typed).toBeNull();
    expect(withinDays('1')).toBe(1);
    expect(withinDays('3650')).toBe(3650);
    expect(audienceOf(form({ within_days: '0' }))).toEqual({ channel: 'all' });
  });
});

describe('the new-campaign form', () => {
  it('becomes POST campaigns fields: audience, trimmed text and, when scheduled, an ISO instant', () => {
    const parsed = schema.parse(
      form({
        channel: 'web',
        catalogue_id: 2,
        text: '  Oferta  ',
        when: 'later',
        scheduled_at: '2026-12-01T09:30',
      }),
    );
    expect(parsed.fields).toEqual({
      channel: 'web',
      catalogue_id: 2,
      text: 'Oferta',
      scheduled_at: new Date('2026-12-01T09:30').toISOString(),
    });
    expect(parsed.image).toBeNull();
    expect(schema.parse(form({ scheduled_at: '2026-12-01T09:30' })).fields).not.toHaveProperty(
      'scheduled_at',
    );
  });

  it('refuses an empty or too long text, bad days and a schedule not in the coming year', () => {
    expect(refusals(form({ text: '   ' }))).toEqual({ text: 'validation.required' });
    expect(refusals(form({ text: 'x'.repeat(1025) }))).toEqual({ text: 'validation.maxLength' });
    expect(refusals(form({ text: 'x'.repeat(1024) }))).toEqual({});
    expect(refusals(form({ within_days: '0' }))).toEqual({ within_days: 'campaigns.validation.days' });
    expect(refusals(form({ when: 'later', scheduled_at: '' }))).toEqual({
      scheduled_at: 'campaigns.validation.scheduleRequired',
    });
    expect(refusals(form({ when: 'later', scheduled_at: '2026-11-20T10:00' }))).toEqual({
      scheduled_at: 'campaigns.validation.schedulePast',
    });
    expect(refusals(form({ when: 'later', scheduled_at: '2028-01-01T10:00' }))).toEqual({
      scheduled_at: 'campaigns.validation.scheduleTooFar',
    });
  });

  it('reads a datetime-local value on the owner’s clock', () => {
    expect(localToIso('2026-12-01T09:30')).toBe(new Date(2026, 11, 1, 9, 30).toISOString());
    expect(localToIso('2026-12-01')).toBeNull();
    expect(localToIso('')).toBeNull();
  });
});

describe('the request body', () => {
  it('is JSON without an image and multipart with the image part when one is attached', () => {
    expect(campaignRequestBody({ text: 'Hola', channel: 'all', product_id: undefined }, null)).toEqual({
      text: 'Hola',
      channel: 'all',
      product_id: undefined,
    });
    const image = new File([new Uint8Array([1, 2, 3])], 'oferta.png', { type: 'image/png' });
    const body = campaignRequestBody({ text: 'Hola', within_days: 30, product_id: undefined }, image);
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('text')).toBe('Hola');
    expect(form.get('within_days')).toBe('30');
    expect(form.has('product_id')).toBe(false);
    expect((form.get('image') as File).name).toBe('oferta.png');
  });
});

describe('the live report', () => {
  it('is read again every 2 s while sending and stops once paused, cancelled or done', () => {
    expect(refreshInterval('sending')).toBe(2_000);
    expect(refreshInterval('paused')).toBe(false);
    expect(refreshInterval('cancelled')).toBe(false);
    expect(refreshInterval('done')).toBe(false);
  });
});

import type { Audience, AudienceCountReply, CustomerChannel } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import { escapeHtml } from '#server/lib/html.ts';
import { productForPromotion, productIdsOfCatalogue } from '#server/modules/catalog/catalog.service.ts';
import { countReachable, reachableCustomers } from '#server/modules/customers/customers.service.ts';
import type { OutboxMessage } from '#server/modules/outbox/outbox.service.ts';
import { buyersOf } from '#server/modules/sales/sales.service.ts';

// Who a campaign goes to (customers, through the customers, sales and catalogue services) and
// what each recipient's outbox row carries.

export type Recipient = { id: number; channel: string; externalId: string; email: string | null };

/** Customer ids matching the purchase filters, or undefined when the audience has none. */
async function buyerIds(db: DbOrTx, storeId: number, a: Partial<Audience>): Promise<number[] | undefined> {
  if (!a.product_id && !a.catalogue_id && !a.within_days) return undefined;
  let productIds: number[] | undefined;
  if (a.product_id) {
    // Another store's product answers 404, like every path of another tenant.
    if (!(await productForPromotion(db, storeId, a.product_id))) throw notFound();
    productIds = [a.product_id];
  }
  if (a.catalogue_id) {
    const ofCatalogue = await productIdsOfCatalogue(db, storeId, a.catalogue_id);
    productIds = productIds ? productIds.filter((id) => ofCatalogue.includes(id)) : ofCatalogue;
  }
  if (productIds && productIds.length === 0) return [];
  return buyersOf(db, storeId, { productIds, days: a.within_days });
}

const channelsOf = (channel: Audience['channel'] | undefined): CustomerChannel[] =>
  !channel || channel === 'all' ? ['telegram', 'web'] : [channel];

/** The reachable customers of the audience; Telegram ones only when the store has a bot. */
export async function audienceRecipients(
  db: DbOrTx,
  storeId: number,
  a: Partial<Audience>,
  hasBot: boolean,
): Promise<Recipient[]> {
  const channels = channelsOf(a.channel).filter((c) => hasBot || c !== 'telegram');
  if (channels.length === 0) return [];
  const ids = await buyerIds(db, storeId, a);
  if (ids && ids.length === 0) return [];
  return reachableCustomers(db, storeId, channels, ids);
}

export async function audienceCount(
  db: DbOrTx,
  storeId: number,
  a: Audience,
  hasBot: boolean,
): Promise<AudienceCountReply> {
  const ids = await buyerIds(db, storeId, a);
  const n = ids && ids.length === 0 ? { telegram: 0, web: 0 } : await countReachable(db, storeId, ids);
  const channels = channelsOf(a.channel);
  const telegram = hasBot && channels.includes('telegram') ? n.telegram : 0;
  const web = channels.includes('web') ? n.web : 0;
  return { telegram, web, total: telegram + web };
}

/** What a send says, as each channel carries it. */
export type Outgoing = {
  text: string;
  /** Stored image name (the file store). */
  image?: string | null;
  button?: { text: string; url: string } | null;
  subject: string;
};

/** The e-mail of a send: the text, the picture and the button as a link. */
export function emailPayload(out: Outgoing, publicUrl: string) {
  const image = out.image
    ? `<p><img src="${publicUrl}/api/files/${out.image}" alt="" style="max-width:100%"></p>`
    : '';
  const link = out.button
    ? `<p><a href="${escapeHtml(out.button.url)}">${escapeHtml(out.button.text)}</a></p>`
    : '';
  const paragraphs = out.text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return {
    subject: out.subject,
    text: out.button ? `${out.text}\n\n${out.button.text}: ${out.button.url}` : out.text,
    html: `${image}${paragraphs}${link}`,
  };
}

/** The Telegram message agreed with the outbox: text, stored photo name, one URL button. */
export const telegramPayload = (out: Outgoing) => ({
  // Telegram's limits: 1,024 characters for a photo's caption, 4,096 for a text.
  text: out.text.slice(0, out.image ? 1024 : 4096),
  ...(out.image ? { photo: out.image } : {}),
  ...(out.button ? { button: out.button } : {}),
});

/** One outbox row per recipient, on the recipient's channel (the store's bot, or e-mail). */
export function messagesFor(
  storeId: number,
  recipients: Recipient[],
  out: Outgoing,
  publicUrl: string,
): OutboxMessage[] {
  const telegram = telegramPayload(out);
  const email = emailPayload(out, publicUrl);
  return recipients.flatMap((r): OutboxMessage[] => {
    if (r.channel === 'telegram') {
      return [
        {
          channel: 'telegram',
          recipient: r.externalId,
          payload: telegram,
          customerId: r.id,
          botKey: String(storeId),
        },
      ];
    }
    return r.email ? [{ channel: 'email', recipient: r.email, payload: email, customerId: r.id }] : [];
  });
}

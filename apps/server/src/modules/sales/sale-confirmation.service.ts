import { shopperTextsIn, type TextLanguage, textLanguageOf } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { usd, ves } from '#server/lib/format.ts';
import { html } from '#server/lib/html.ts';
import { contactsOf } from '#server/modules/customers/customers.service.ts';
import { enqueue } from '#server/modules/outbox/outbox.service.ts';
import { storeNames } from '#server/modules/stores/stores.service.ts';
import type { BillRow, ItemRow } from './sales.repository.ts';

/** The order's summary lines: what, how many, for how much. */
function summary(bill: BillRow, items: ItemRow[], lang: TextLanguage) {
  const tell = shopperTextsIn(lang);
  const lines = items.map((i) => {
    const extras = i.extras.length ? ` (${i.extras.map((e) => e.name).join(', ')})` : '';
    return tell('orderLine', {
      quantity: i.quantity,
      name: `${i.name}${extras}`,
      amount: usd(i.lineTotalCents, lang),
    });
  });
  const total = usd(bill.totalCents, lang);
  const totals = [
    tell('orderSubtotal', { amount: usd(bill.subtotalCents, lang) }),
    tell('orderShipping', { amount: usd(bill.shippingCents, lang) }),
    bill.vesCents === null
      ? tell('orderTotal', { amount: total })
      : tell('orderTotalWithVes', { amount: total, ves: ves(bill.vesCents, lang) }),
  ];
  return { lines, totals };
}

/**
 * A new order's confirmation to its shopper, in the sale's transaction: an e-mail with the
 * summary and the private link (when the shopper gave an e-mail), and on Telegram a message from
 * the store's bot with the link.
 */
export async function queueConfirmation(
  tx: DbOrTx,
  bill: BillRow,
  items: ItemRow[],
  to: { orderUrl: string; email?: string | null },
): Promise<void> {
  const [stores, customers] = await Promise.all([
    storeNames(tx, [bill.storeId]),
    contactsOf(tx, [bill.customerId]),
  ]);
  const store = stores.get(bill.storeId) ?? '';
  const customer = customers.get(bill.customerId);
  // The shopper's language: their Telegram app's, or the web store's when they ordered.
  const lang = textLanguageOf(customer?.language);
  const tell = shopperTextsIn(lang);
  const { lines, totals } = summary(bill, items, lang);
  const intro = tell('orderConfirmationIntro', { id: bill.id, store });
  const follow = tell('orderFollowAt', { url: to.orderUrl });
  if (to.email) {
    await enqueue(tx, {
      channel: 'email',
      recipient: to.email,
      payload: {
        subject: tell('orderConfirmationSubject', { id: bill.id, store }),
        text: [intro, '', ...lines, '', ...totals, '', follow].join('\n'),
        html: html`<p>${intro}</p>
<ul>${lines.map((l) => html`<li>${l}</li>`)}</ul>
<p>${totals.map((t) => html`${t}<br>`)}</p>
<p><a href="${to.orderUrl}">${tell('orderView')}</a></p>`.toString(),
      },
    });
  }
  if (bill.channel === 'telegram' && customer) {
    await enqueue(tx, {
      channel: 'telegram',
      recipient: customer.externalId,
      botKey: String(bill.storeId),
      customerId: customer.id,
      payload: { text: [intro, '', ...lines, '', ...totals, '', follow].join('\n') },
    });
  }
}

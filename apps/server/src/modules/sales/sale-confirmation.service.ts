import type { DbOrTx } from '#server/db/client.ts';
import { html } from '#server/lib/html.ts';
import { fromCents } from '#server/lib/money.ts';
import { contactsOf } from '#server/modules/customers/customers.service.ts';
import { enqueue } from '#server/modules/outbox/outbox.service.ts';
import { storeNames } from '#server/modules/stores/stores.service.ts';
import type { BillRow, ItemRow } from './sales.repository.ts';

const usd = (cents: number) => `$${fromCents(cents).toFixed(2)}`;
const ves = (cents: number) =>
  `Bs. ${fromCents(cents).toLocaleString('es-VE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The order's summary lines: what, how many, for how much. */
function summary(bill: BillRow, items: ItemRow[]) {
  const lines = items.map((i) => {
    const extras = i.extras.length ? ` (${i.extras.map((e) => e.name).join(', ')})` : '';
    return `${i.quantity} × ${i.name}${extras}: ${usd(i.lineTotalCents)}`;
  });
  const totals = [
    `Subtotal: ${usd(bill.subtotalCents)}`,
    `Envío: ${usd(bill.shippingCents)}`,
    `Total: ${usd(bill.totalCents)}${bill.vesCents === null ? '' : ` (${ves(bill.vesCents)})`}`,
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
  const { lines, totals } = summary(bill, items);
  const intro = `Recibimos tu pedido #${bill.id} en ${store}. Te avisaremos cuando verifiquemos el pago.`;
  const follow = `Sigue tu pedido aquí: ${to.orderUrl}`;
  if (to.email) {
    await enqueue(tx, {
      channel: 'email',
      recipient: to.email,
      payload: {
        subject: `Tu pedido #${bill.id} en ${store}`,
        text: [intro, '', ...lines, '', ...totals, '', follow].join('\n'),
        html: html`<p>${intro}</p>
<ul>${lines.map((l) => html`<li>${l}</li>`)}</ul>
<p>${totals.map((t) => html`${t}<br>`)}</p>
<p><a href="${to.orderUrl}">Ver mi pedido</a></p>`.toString(),
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

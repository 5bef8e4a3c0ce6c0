import { html } from '#server/lib/html.ts';

/** Spanish texts of the purchase (the public event page, its API and the bot share them). */
export const purchaseTexts = {
  salesClosed: 'Las ventas de este evento están cerradas',
  /** A line asked for more seats than are left. */
  seatsLeft: (left: number, type: string) =>
    left === 0
      ? `Las entradas de «${type}» están agotadas`
      : left === 1
        ? `Solo queda 1 entrada de «${type}»`
        : `Solo quedan ${left} entradas de «${type}»`,
  proofRequired: 'Adjunte la imagen del comprobante de pago',
  unknownType: 'Elija entradas de este evento',
  unknownAccount: 'Elija una de las cuentas de pago del organizador',
  received: 'Recibimos tu compra. Te avisaremos cuando el organizador verifique el pago.',
} as const;

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const ves = (cents: number) =>
  `Bs. ${(cents / 100).toLocaleString('es-VE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export type ReceivedMail = {
  buyer: string;
  event: string;
  lines: { name: string; quantity: number; priceCents: number }[];
  totalCents: number;
  usdCents: number;
  vesCents: number;
  reference: string;
  statusUrl: string;
};

/** The e-mail a buyer gets right after buying: what was bought and where its status lives. */
export function receivedMail(m: ReceivedMail): { subject: string; text: string; html: string } {
  const lines = m.lines.map((l) => `${l.quantity} × ${l.name} (${usd(l.priceCents)})`);
  const pay = [m.usdCents > 0 && `${usd(m.usdCents)}`, m.vesCents > 0 && ves(m.vesCents)].filter(Boolean);
  const text = [
    `Hola ${m.buyer}:`,
    '',
    `Recibimos tu compra de entradas para «${m.event}». El organizador verificará tu pago y te avisaremos.`,
    '',
    ...lines,
    `Total: ${usd(m.totalCents)} (transferido: ${pay.join(' + ')})`,
    `Referencia: ${m.reference}`,
    '',
    `Consulta el estado de tu compra en: ${m.statusUrl}`,
  ].join('\n');
  const body = html`<p>Hola ${m.buyer}:</p>
<p>Recibimos tu compra de entradas para «${m.event}». El organizador verificará tu pago y te avisaremos.</p>
<ul>${lines.map((l) => html`<li>${l}</li>`)}</ul>
<p>Total: <strong>${usd(m.totalCents)}</strong> (transferido: ${pay.join(' + ')})<br>Referencia: ${m.reference}</p>
<p><a href="${m.statusUrl}">Ver el estado de mi compra</a></p>`;
  return { subject: `Recibimos tu compra: ${m.event}`, text, html: body.text };
}

import { DEFAULT_TEXT_LANGUAGE, shopperTextsIn, type TextLanguage } from '@vitrina/contract';
import { usd, ves } from '#server/lib/format.ts';
import { html } from '#server/lib/html.ts';

// The purchase (the public event page, its API and the bot share these) and the buyer's first
// e-mail: a view of the contract's shopper catalogue (modules/README.md, "Texts").

// The API's refusals are Spanish (the page and the bot say them in the buyer's language).
const tell = shopperTextsIn(DEFAULT_TEXT_LANGUAGE);

export const purchaseTexts = {
  salesClosed: tell('ticketSalesClosed'),
  /** A line asked for more seats than are left. */
  seatsLeft: (left: number, type: string) =>
    left === 0
      ? tell('ticketSeatsNone', { type })
      : left === 1
        ? tell('ticketSeatsOne', { type })
        : tell('ticketSeatsMany', { left, type }),
  proofRequired: tell('ticketProofRequired'),
  unknownType: tell('ticketUnknownType'),
  unknownAccount: tell('ticketUnknownAccount'),
  vesAccountRequired: tell('ticketVesAccountRequired'),
  vesReferenceRequired: tell('ticketVesReferenceRequired'),
  vesProofRequired: tell('ticketVesProofRequired'),
  vesProofSame: tell('ticketVesProofSame'),
  wholeNotAllowed: tell('ticketWholeNotAllowed'),
  received: tell('ticketReceived'),
} as const;

export type ReceivedMail = {
  buyer: string;
  event: string;
  lines: { name: string; quantity: number; priceCents: number }[];
  totalCents: number;
  usdCents: number;
  vesCents: number;
  /** The transfer's reference, or each part's with its amount when the price is split. */
  references: { reference: string; usdCents?: number; vesCents?: number }[];
  statusUrl: string;
};

/** The e-mail a buyer gets right after buying, in their language: what was bought and where its status lives. */
export function receivedMail(
  m: ReceivedMail,
  lang: TextLanguage,
): { subject: string; text: string; html: string } {
  const tell = shopperTextsIn(lang);
  const lines = m.lines.map((l) =>
    tell('ticketMailLine', { quantity: l.quantity, name: l.name, price: usd(l.priceCents, lang) }),
  );
  const paid = [m.usdCents > 0 && usd(m.usdCents, lang), m.vesCents > 0 && ves(m.vesCents, lang)].filter(
    Boolean,
  );
  const greeting = tell('ticketMailGreeting', { name: m.buyer });
  const intro = tell('ticketMailReceived', { event: m.event });
  const total = tell('ticketMailTotal', { total: usd(m.totalCents, lang), paid: paid.join(' + ') });
  const reference = tell('ticketMailReference', {
    reference: m.references
      .map(({ reference, usdCents, vesCents }) =>
        usdCents !== undefined
          ? `${reference} (${usd(usdCents, lang)})`
          : vesCents !== undefined
            ? `${reference} (${ves(vesCents, lang)})`
            : reference,
      )
      .join(' · '),
  });
  const text = [
    greeting,
    '',
    intro,
    '',
    ...lines,
    total,
    reference,
    '',
    tell('ticketMailStatusAt', { url: m.statusUrl }),
  ].join('\n');
  const body = html`<p>${greeting}</p>
<p>${intro}</p>
<ul>${lines.map((l) => html`<li>${l}</li>`)}</ul>
<p>${total}<br>${reference}</p>
<p><a href="${m.statusUrl}">${tell('ticketMailStatusButton')}</a></p>`;
  return { subject: tell('ticketMailReceivedSubject', { event: m.event }), text, html: body.text };
}

import {
  BRAND_ICON,
  DOCUMENT_TYPES,
  isSplitPrice,
  PAY_IN,
  type PayIn,
  type PublicEvent,
  RTL_LANGUAGES,
  TICKET_BILL_STATUS,
  type TicketOrder,
} from '@vitrina/contract';
import { formatDateTime, formatMoney, formatRate } from '#server/lib/format.ts';
import { type Html, html, raw } from '#server/lib/html.ts';
import { toCents } from '#server/lib/money.ts';
import { type PageLanguage, type PageTextKey, pageText } from './event-pages.texts.ts';

// The public event pages as HTML: no script, one small inline style sheet, every value escaped
// by the `html` tag. They work with JavaScript off and fit a 390 px phone.

export type View = { lang: PageLanguage; query: string };
/** A refused form: its values as sent, each field's messages, and a message for the whole form. */
export type FormState = {
  values: Record<string, string>;
  errors: Record<string, string[]>;
  message?: string;
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1f;background:#f5f5f7}
main{max-width:40rem;margin:0 auto;padding:1rem;background:#fff;min-height:100vh}
img.cover{width:100%;height:auto;border-radius:.5rem;display:block}
h1{font-size:1.6rem;line-height:1.25;margin:.75rem 0}
h2{font-size:1.25rem;margin:1.75rem 0 .5rem;border-top:1px solid #ddd;padding-top:1rem}
dl.facts{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
ul.plain{list-style:none;padding:0;margin:0}
.card{border:1px solid #ccc;border-radius:.5rem;padding:.75rem;margin:.5rem 0}
.type{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem .75rem}
.muted{color:#4a4a55}.out{color:#a00000;font-weight:600}
label,legend{display:block;font-weight:600;margin-top:1rem}
fieldset{border:1px solid #ccc;border-radius:.5rem;margin:1rem 0 0;padding:.25rem .75rem .75rem}
input,select,button{font:inherit;max-width:100%}
input[type=text],input[type=email],input[type=tel],input[type=number],select{width:100%;padding:.6rem;border:1px solid #767680;border-radius:.375rem;background:#fff}
input[type=number]{max-width:7rem}
.radio{display:flex;gap:.5rem;align-items:flex-start;font-weight:400;margin-top:.5rem}
.row{display:flex;gap:.5rem}.row select{width:5.5rem;flex:none}
[aria-invalid=true]{border-color:#b00020;border-width:2px}
.error{color:#b00020;margin:.25rem 0 0;font-weight:600}
.summary{border:2px solid #b00020;border-radius:.5rem;padding:.75rem;margin:1rem 0;background:#fff5f5}
.summary a{color:#b00020}
button{margin-top:1.5rem;width:100%;padding:.85rem;border:0;border-radius:.5rem;background:#1a56db;color:#fff;font-weight:700;cursor:pointer}
:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
.status{font-size:1.25rem;font-weight:700;padding:.75rem;border-radius:.5rem;margin:1rem 0 .5rem}
.s4{background:#fff4e0;color:#6b3b00}.s3{background:#e6f6ea;color:#0b5a24}.s2,.s5{background:#fde8e8;color:#8a0000}
table{width:100%;border-collapse:collapse}th,td{text-align:start;padding:.35rem .25rem;border-bottom:1px solid #e2e2e2}
td.n{text-align:end;white-space:nowrap}
img.qr{width:100%;max-width:16rem;height:auto;display:block;margin:.5rem auto;image-rendering:pixelated}
code{font-size:1.1rem;letter-spacing:.08em}
.whole-only{display:none}
form:has([name=pay_in][value=usd]:checked) .split-only,form:has([name=pay_in][value=ves]:checked) .split-only{display:none}
form:has([name=pay_in][value=usd]:checked) .whole-only,form:has([name=pay_in][value=ves]:checked) .whole-only{display:inline}
`;

const t = (v: View, key: PageTextKey, values?: Record<string, string | number>) =>
  pageText(v.lang, key, values);

// Amounts on the wire are dollars (and bolívares) with two decimals; written by lib/format.ts.
const usd = (v: View, amount: number) => formatMoney(toCents(amount), 'USD', v.lang);
const ves = (v: View, amount: number) => formatMoney(toCents(amount), 'VES', v.lang);
/** A moment of the event in words, in the event's own time zone. */
const when = (v: View, iso: string, timeZone: string) =>
  formatDateTime(iso, { lang: v.lang, timeZone, style: 'full' });

/** A whole page. */
export function layout(v: View, title: string, body: Html, opts: { noindex?: boolean } = {}): string {
  const dir = RTL_LANGUAGES.includes(v.lang) ? 'rtl' : 'ltr';
  return html`<!doctype html>
<html lang="${v.lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${opts.noindex ? html`<meta name="robots" content="noindex">` : ''}
<title>${title}</title>
<link rel="icon" href="${BRAND_ICON}">
<style>${raw(STYLE)}</style>
</head>
<body><main>${body}</main></body>
</html>`.text;
}

/** What a ticket of `priceUsd` costs in each currency (the USD part rounded to cents). */
export function ticketSplit(e: PublicEvent, price: number): { usd: number; ves: number } {
  const cents = Math.round(price * 100);
  const usdCents = Math.round((cents * e.dollar_percent) / 100);
  return { usd: usdCents / 100, ves: Math.round((cents - usdCents) * e.dollar_rate) / 100 };
}

function fieldError(f: FormState | undefined, name: string) {
  const list = f?.errors[name];
  return list?.length ? html`<p class="error" id="e-${name}">${list.join(' ')}</p>` : '';
}
const aria = (f: FormState | undefined, name: string) =>
  f?.errors[name]?.length ? html` aria-invalid="true" aria-describedby="e-${name}"` : '';

function input(
  v: View,
  f: FormState | undefined,
  name: string,
  label: PageTextKey,
  type: string,
  extra: { required?: boolean; autocomplete?: string; hint?: Html } = {},
) {
  return html`<label for="f-${name}">${t(v, label)}${extra.required ? '' : html` <span class="muted">${t(v, 'optional')}</span>`}</label>
<input type="${type}" id="f-${name}" name="${name}" value="${f?.values[name] ?? ''}"${extra.required ? html` required` : ''}${extra.autocomplete ? html` autocomplete="${extra.autocomplete}"` : ''}${aria(f, name)}>
${fieldError(f, name)}`;
}

const FIELD_LABELS: Record<string, PageTextKey> = {
  lines: 'tickets',
  name: 'name',
  lastname: 'lastname',
  document_type: 'documentType',
  document: 'document',
  email: 'email',
  phone: 'phone',
  account_id: 'account',
  reference: 'reference',
  proof: 'proof',
  ves_account_id: 'vesAccount',
  ves_reference: 'vesReference',
  ves_proof: 'vesProof',
  pay_in: 'payIn',
};

function summary(v: View, f: FormState | undefined) {
  if (!f) return '';
  const fields = Object.entries(f.errors).filter(([k]) => FIELD_LABELS[k]);
  if (!f.message && fields.length === 0) return '';
  return html`<div class="summary" role="alert" tabindex="-1" id="summary">
${f.message ? html`<p><strong>${f.message}</strong></p>` : ''}
${
  fields.length
    ? html`<p>${t(v, 'errorSummary')}</p><ul>${fields.map(
        ([k, msgs]) => html`<li><a href="#f-${k}">${t(v, FIELD_LABELS[k]!)}: ${msgs.join(' ')}</a></li>`,
      )}</ul>`
    : ''
}</div>`;
}

type TransferNames = {
  account: string;
  reference: string;
  proof: string;
  labels: [PageTextKey, PageTextKey, PageTextKey];
};
const USD_PART: TransferNames = {
  account: 'account_id',
  reference: 'reference',
  proof: 'proof',
  labels: ['account', 'reference', 'proof'],
};
const VES_PART: TransferNames = {
  account: 'ves_account_id',
  reference: 'ves_reference',
  proof: 'ves_proof',
  labels: ['vesAccount', 'vesReference', 'vesProof'],
};

/** One transfer's fields: the account it went to, its reference and the picture of its proof. */
function transferFields(v: View, e: PublicEvent, f: FormState | undefined, n: TransferNames) {
  const chosen = f?.values[n.account] ?? '';
  const [accountLabel, referenceLabel, proofLabel] = n.labels;
  const accounts = e.accounts.map(
    (a) =>
      html`<label class="radio"><input type="radio" name="${n.account}" value="${a.id}"${chosen === String(a.id) || e.accounts.length === 1 ? html` checked` : ''} required${aria(f, n.account)}> <span>${a.bank_name} · ${a.account_type} · ${a.account_number}</span></label>`,
  );
  return html`<fieldset id="f-${n.account}"><legend>${t(v, accountLabel)}</legend>${accounts}${fieldError(f, n.account)}</fieldset>
${input(v, f, n.reference, referenceLabel, 'text', { required: true })}
<label for="f-${n.proof}">${t(v, proofLabel)}</label>
<p class="muted" id="h-${n.proof}">${t(v, 'proofHint')}</p>
<input type="file" id="f-${n.proof}" name="${n.proof}" accept="image/*" required${f?.errors[n.proof]?.length ? html` aria-invalid="true" aria-describedby="h-${n.proof} e-${n.proof}"` : html` aria-describedby="h-${n.proof}"`}>
${fieldError(f, n.proof)}`;
}

/**
 * A split price's payment: the dollar part's transfer and the bolívar part's. Where the organiser
 * allows it, the buyer may instead pay the whole in one currency: the choice hides the bolívar
 * part and renames the first (a style rule, so it works without JavaScript; the server ignores
 * the bolívar part then).
 */
function splitPayment(v: View, e: PublicEvent, f: FormState | undefined) {
  const chosen = f?.values.pay_in ?? 'split';
  const choice = e.whole_payment
    ? html`<fieldset id="f-pay_in"><legend>${t(v, 'payIn')}</legend>${PAY_IN.map(
        (p) =>
          html`<label class="radio"><input type="radio" name="pay_in" value="${p}"${p === chosen ? html` checked` : ''}${aria(f, 'pay_in')}> <span>${t(v, PAY_IN_LABELS[p])}</span></label>`,
      )}${fieldError(f, 'pay_in')}</fieldset>`
    : '';
  return html`${choice}<p class="split-only">${t(v, 'twoTransfers')}</p>
<fieldset><legend><span class="split-only">${t(v, 'usdPart')}</span><span class="whole-only">${t(v, 'wholePart')}</span></legend>${transferFields(v, e, f, USD_PART)}</fieldset>
<fieldset class="split-only"><legend>${t(v, 'vesPart')}</legend>${transferFields(v, e, f, VES_PART)}</fieldset>`;
}
const PAY_IN_LABELS: Record<PayIn, PageTextKey> = { split: 'payInSplit', usd: 'payInUsd', ves: 'payInVes' };

function purchaseForm(v: View, e: PublicEvent, f: FormState | undefined) {
  const value = (k: string) => f?.values[k] ?? '';
  const types = e.ticket_types.map(
    (
      tt,
      i,
    ) => html`<label for="${i === 0 ? 'f-lines' : `f-qty_${tt.id}`}">${t(v, 'quantityOf', { type: tt.name })}${tt.left === 0 ? html` <span class="out">${t(v, 'soldOut')}</span>` : ''}</label>
<input type="number" id="${i === 0 ? 'f-lines' : `f-qty_${tt.id}`}" name="qty_${tt.id}" min="0" max="${Math.min(20, tt.left)}" step="1" inputmode="numeric" value="${value(`qty_${tt.id}`) || '0'}"${tt.left === 0 ? html` disabled` : ''}${aria(f, 'lines')}>`,
  );
  const docType = value('document_type') || 'V';
  const payment = isSplitPrice(e.dollar_percent) ? splitPayment(v, e, f) : transferFields(v, e, f, USD_PART);
  return html`<form method="post" action="/evento/${e.id}${v.query}" enctype="multipart/form-data" novalidate>
<fieldset><legend>${t(v, 'tickets')}</legend>${types}${fieldError(f, 'lines')}</fieldset>
${input(v, f, 'name', 'name', 'text', { required: true, autocomplete: 'given-name' })}
${input(v, f, 'lastname', 'lastname', 'text', { autocomplete: 'family-name' })}
<label for="f-document">${t(v, 'document')}</label>
<div class="row"><select name="document_type" id="f-document_type" aria-label="${t(v, 'documentType')}"${aria(f, 'document_type')}>${DOCUMENT_TYPES.map(
    (d) => html`<option value="${d}"${d === docType ? html` selected` : ''}>${d}</option>`,
  )}</select>
<input type="text" id="f-document" name="document" value="${value('document')}" required inputmode="numeric"${aria(f, 'document')}></div>
${fieldError(f, 'document_type')}${fieldError(f, 'document')}
${input(v, f, 'email', 'email', 'email', { required: true, autocomplete: 'email' })}
${input(v, f, 'phone', 'phone', 'tel', { autocomplete: 'tel' })}
${payment}
<button type="submit">${t(v, 'submit')}</button>
</form>`;
}

/** GET /evento/:id: the event, its tickets, how to pay, and the purchase form. */
export function eventPage(v: View, e: PublicEvent, f?: FormState): string {
  const pct = e.dollar_percent;
  const rate = formatRate(e.dollar_rate, v.lang);
  // A bolívar share comes with since when its rate is in force, on the event's clock.
  const since =
    pct < 100 && e.dollar_rate_at
      ? ` ${t(v, 'rateSince', { at: formatDateTime(e.dollar_rate_at, { lang: v.lang, timeZone: e.time_zone, style: 'medium' }) })}`
      : '';
  const split =
    (pct >= 100
      ? t(v, 'allUsd')
      : pct <= 0
        ? t(v, 'allVes', { rate })
        : t(v, 'split', { percent: pct, rate })) + since;
  const body = html`<header>
${e.image ? html`<img class="cover" src="${e.image}" alt="" width="640" height="360">` : ''}
<h1>${e.name}</h1>
<dl class="facts"><dt>${t(v, 'when')}</dt><dd>${when(v, e.starts_at, e.time_zone)}</dd><dt>${t(v, 'where')}</dt><dd>${e.place}</dd></dl>
</header>
${e.description ? html`<p>${e.description}</p>` : ''}
<h2 id="tickets">${t(v, 'tickets')}</h2>
<ul class="plain">${e.ticket_types.map(
    (tt) =>
      html`<li class="card type"><strong>${tt.name}</strong><span>${usd(v, tt.price)} · ${ves(v, tt.price_ves)}</span><span class="${tt.left === 0 ? 'out' : 'muted'}">${tt.left === 0 ? t(v, 'soldOut') : t(v, 'left', { n: tt.left })}</span></li>`,
  )}</ul>
<h2>${t(v, 'howToPay')}</h2>
<p>${split}</p>
${e.ticket_types.map((tt) => {
  const s = ticketSplit(e, tt.price);
  const amounts = [s.usd > 0 ? usd(v, s.usd) : '', s.ves > 0 ? ves(v, s.ves) : '']
    .filter(Boolean)
    .join(' + ');
  return html`<p class="muted">${t(v, 'perTicket', { type: tt.name, amounts: amounts || usd(v, 0) })}</p>`;
})}
<h3>${t(v, 'accounts')}</h3>
${
  e.accounts.length
    ? e.accounts.map(
        (a) =>
          html`<div class="card"><dl class="facts"><dt>${t(v, 'bank')}</dt><dd>${a.bank_name}</dd><dt>${t(v, 'accountCurrency')}</dt><dd>${a.account_type}</dd><dt>${t(v, 'accountNumber')}</dt><dd>${a.account_number}</dd><dt>${t(v, 'owner')}</dt><dd>${a.owner_full_name}</dd><dt>${t(v, 'ownerDocument')}</dt><dd>${a.owner_idenfication_type}-${a.owner_idenfication}</dd></dl>${a.message ? html`<p>${a.message}</p>` : ''}</div>`,
      )
    : html`<p>${t(v, 'noAccounts')}</p>`
}
<h2 id="buy">${t(v, 'yourData')}</h2>
${summary(v, f)}
${e.on_sale ? purchaseForm(v, e, f) : html`<p class="out">${t(v, 'closed')}</p>`}`;
  return layout(v, `${e.name} · ${t(v, 'buy')}`, body);
}

const STATUS_WORDS: Record<number, [PageTextKey, PageTextKey]> = {
  [TICKET_BILL_STATUS.PENDING]: ['statusPending', 'pendingHelp'],
  [TICKET_BILL_STATUS.VERIFIED]: ['statusVerified', 'verifiedHelp'],
  [TICKET_BILL_STATUS.REJECTED]: ['statusRejected', 'rejectedHelp'],
  [TICKET_BILL_STATUS.NOT_VERIFIED]: ['statusNotVerified', 'notVerifiedHelp'],
};

/** GET /evento/:id/compra/:token: the buyer's own sale, and its tickets once verified. */
export function orderPage(v: View, o: TicketOrder): string {
  const [word, help] = STATUS_WORDS[o.status] ?? ['statusPending', 'pendingHelp'];
  const body = html`<p><a href="/evento/${o.event.id}${v.query}">${t(v, 'backToEvent')}</a></p>
<h1>${o.event.name}</h1>
<dl class="facts"><dt>${t(v, 'when')}</dt><dd>${when(v, o.event.starts_at, o.event.time_zone)}</dd><dt>${t(v, 'where')}</dt><dd>${o.event.place}</dd></dl>
<h2>${t(v, 'order')}</h2>
<p class="status s${o.status}"><span class="muted">${t(v, 'status')}:</span> ${t(v, word)}</p>
<p>${t(v, help)}</p>
<dl class="facts"><dt>${t(v, 'buyer')}</dt><dd>${o.buyer}</dd><dt>${t(v, 'reference')}</dt><dd>${o.reference}</dd>${o.ves_reference ? html`<dt>${t(v, 'vesReference')}</dt><dd>${o.ves_reference}</dd>` : ''}</dl>
<table><thead><tr><th scope="col">${t(v, 'ticketType')}</th><th scope="col" class="n">×</th><th scope="col" class="n">${t(v, 'price')}</th></tr></thead>
<tbody>${o.lines.map((l) => html`<tr><td>${l.name}</td><td class="n">${l.quantity}</td><td class="n">${usd(v, l.price)}</td></tr>`)}</tbody>
<tfoot><tr><th scope="row" colspan="2">${t(v, 'total')}</th><td class="n"><strong>${usd(v, o.total)}</strong></td></tr>
${o.usd_amount > 0 ? html`<tr><td colspan="2">${t(v, 'paidUsd')}</td><td class="n">${usd(v, o.usd_amount)}</td></tr>` : ''}
${o.ves_amount > 0 ? html`<tr><td colspan="2">${t(v, 'paidVes')}</td><td class="n">${ves(v, o.ves_amount)}</td></tr>` : ''}</tfoot></table>
${
  o.tickets.length
    ? html`<h2>${t(v, 'yourTickets')}</h2><ul class="plain">${o.tickets.map(
        (tk) =>
          html`<li class="card"><strong>${tk.ticket_type}</strong><img class="qr" src="${tk.qr_url}" alt="${t(v, 'qrOf', { code: tk.code })}" width="256" height="256"><p>${t(v, 'code')}: <code>${tk.code}</code></p></li>`,
      )}</ul>`
    : ''
}`;
  return layout(v, `${t(v, 'order')} · ${o.event.name}`, body, { noindex: true });
}

/** The page of an unknown event or sale. */
export function notFoundPage(v: View): string {
  return layout(v, t(v, 'notFound'), html`<h1>${t(v, 'notFound')}</h1><p>${t(v, 'notFoundText')}</p>`, {
    noindex: true,
  });
}

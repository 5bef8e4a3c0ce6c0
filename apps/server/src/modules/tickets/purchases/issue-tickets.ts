import { randomBytes, randomUUID } from 'node:crypto';
import { buyerFullName, TICKET_CODE_LENGTH } from '@vitrina/contract';
import QRCode from 'qrcode';
import type { DbOrTx } from '#server/db/client.ts';
import { PRIVATE_PREFIX } from '#server/lib/files.ts';
import { escapeHtml } from '#server/lib/html.ts';
import { enqueue } from '#server/modules/outbox/outbox.service.ts';
import type { TicketsDeps } from '#server/modules/tickets/tickets.deps.ts';
import { mailTextsIn } from '#server/modules/tickets/tickets.texts.ts';
import * as repo from './bills.repository.ts';
import { orderUrl, qrPath } from './buyer-views.ts';

/** Letters and digits a person reads back without doubt: no 0/O, no 1/I. 32 symbols. */
export const TICKET_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A random ticket code: 12 symbols of 5 bits each (60 bits), from the crypto source. */
export function newTicketCode(): string {
  const bytes = randomBytes(TICKET_CODE_LENGTH);
  let code = '';
  for (const b of bytes) code += TICKET_CODE_ALPHABET[b & 31];
  return code;
}

/** The QR picture (PNG) that encodes a ticket's code. */
export const qrPng = (code: string): Promise<Buffer> =>
  QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });

type Bill = repo.BillRecord;
type Line = { ticketTypeId: number; name: string; quantity: number };
export type IssuedTicket = { code: string; ticketType: string };

const MAX_TRIES = 5;

/**
 * One ticket per seat of the sale's lines, each with a fresh unique code. A code already taken
 * (the unique index decides) is skipped by the insert and drawn again.
 */
export async function issueTickets(tx: DbOrTx, bill: Bill, lines: Line[]): Promise<IssuedTicket[]> {
  let wanted: (repo.NewTicket & { ticketType: string })[] = lines.flatMap((l) =>
    Array.from({ length: l.quantity }, () => ({
      billId: bill.id,
      eventId: bill.eventId,
      ticketTypeId: l.ticketTypeId,
      ticketType: l.name,
      code: newTicketCode(),
    })),
  );
  const issued: IssuedTicket[] = [];
  for (let attempt = 0; wanted.length > 0; attempt++) {
    if (attempt === MAX_TRIES)
      throw new Error(`bill ${bill.id}: no free ticket codes after ${MAX_TRIES} tries`);
    const inserted = new Set(
      await repo.insertTickets(
        tx,
        wanted.map(({ ticketType: _, ...t }) => t),
      ),
    );
    for (const t of wanted) if (inserted.has(t.code)) issued.push({ code: t.code, ticketType: t.ticketType });
    wanted = wanted.filter((t) => !inserted.has(t.code)).map((t) => ({ ...t, code: newTicketCode() }));
  }
  return issued;
}

type Buyer = { name: string; lastname: string; email: string; telegramChatId: number | null };
type Sale = { bill: Bill; user: Buyer; eventName: string };

const statusUrl = (deps: TicketsDeps, bill: Bill) => orderUrl(deps.publicUrl, bill.eventId, bill.accessToken);

/**
 * Sends the tickets of a verified sale, queued in the review's transaction: an e-mail with
 * every code and its QR, and, for a sale made in the event's bot, one Telegram photo per
 * ticket (the QR saved in the file store; the names written go to `saved`, to clean up on failure).
 */
export async function sendTickets(
  tx: DbOrTx,
  deps: TicketsDeps,
  sale: Sale,
  issued: IssuedTicket[],
  saved: string[],
): Promise<void> {
  const { bill, user, eventName } = sale;
  const mailTexts = mailTextsIn(bill.lang);
  const name = buyerFullName(user);
  const link = statusUrl(deps, bill);
  const text = [
    mailTexts.verifiedIntro(name, eventName),
    '',
    ...issued.map((t) => mailTexts.ticketLine(t.ticketType, t.code)),
    '',
    mailTexts.statusLink(link),
  ].join('\n');
  const cards = issued
    .map(
      (t) =>
        `<div style="margin:16px 0"><p><strong>${escapeHtml(t.ticketType)}</strong><br>` +
        `<code style="font-size:18px;letter-spacing:2px">${t.code}</code></p>` +
        `<img src="${deps.publicUrl}${qrPath(t.code)}" width="240" height="240" alt="QR ${t.code}"></div>`,
    )
    .join('');
  const html =
    `<p>${escapeHtml(mailTexts.verifiedIntro(name, eventName))}</p>${cards}` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(mailTexts.statusLink(link))}</a></p>`;
  await enqueue(tx, {
    channel: 'email',
    recipient: user.email,
    payload: { subject: mailTexts.verifiedSubject(eventName), text, html },
  });
  if (bill.channel !== 'telegram' || user.telegramChatId === null) return;
  // Private: the picture is the ticket (the bot sends it; the public files route never serves it).
  for (const t of issued) {
    const file = `${PRIVATE_PREFIX}ticket-${randomUUID()}.png`;
    await deps.files.put(file, await qrPng(t.code));
    saved.push(file);
    await repo.setQrImage(tx, t.code, file);
    await enqueue(tx, {
      channel: 'telegram',
      recipient: String(user.telegramChatId),
      botKey: `t:${bill.eventId}`,
      payload: { text: mailTexts.telegramTicket(eventName, t.ticketType, t.code), photo: file },
    });
  }
}

/** Tells the buyer that the sale was rejected or could not be verified (e-mail, and the bot's chat). */
export async function sendReviewNotice(
  tx: DbOrTx,
  deps: TicketsDeps,
  sale: Sale,
  outcome: 'rejected' | 'not_verified',
): Promise<void> {
  const { bill, user, eventName } = sale;
  const mailTexts = mailTextsIn(bill.lang);
  const name = buyerFullName(user);
  const body =
    outcome === 'rejected' ? mailTexts.rejected(name, eventName) : mailTexts.notVerified(name, eventName);
  const subject =
    outcome === 'rejected' ? mailTexts.rejectedSubject(eventName) : mailTexts.notVerifiedSubject(eventName);
  const text = `${body}\n\n${mailTexts.statusLink(statusUrl(deps, bill))}`;
  await enqueue(tx, { channel: 'email', recipient: user.email, payload: { subject, text } });
  if (bill.channel === 'telegram' && user.telegramChatId !== null) {
    await enqueue(tx, {
      channel: 'telegram',
      recipient: String(user.telegramChatId),
      botKey: `t:${bill.eventId}`,
      payload: { text },
    });
  }
}

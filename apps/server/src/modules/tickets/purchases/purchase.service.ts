import { createHash } from 'node:crypto';
import {
  buyerFullName,
  DEFAULT_TEXT_LANGUAGE,
  LASTNAME_NOT_SET,
  type PublicEvent,
  TICKET_BILL_STATUS,
  type TicketOrder,
  type TicketPurchaseBody,
  type TicketPurchaseReply,
} from '@vitrina/contract';
import { conflict, invalid, notFound } from '#server/lib/errors.ts';
import { newSecret } from '#server/lib/tokens.ts';
import { dollarRateOf, dollarRateState } from '#server/modules/licences/dollar-rate.service.ts';
import { enqueue } from '#server/modules/outbox/outbox.service.ts';
import type { TicketsDeps } from '#server/modules/tickets/tickets.deps.ts';
import { isOnSale, orderUrl, orderView, publicEventView, vesCentsOf } from './buyer-views.ts';
import { type PurchaseProofs, paymentParts } from './payment-parts.ts';
import { receivedMail, purchaseTexts as texts } from './purchase.texts.ts';
import * as repo from './purchases.repository.ts';

export type { PurchaseProofs };

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** What the purchase needs of the tickets domain's deps (the public pages pass just these). */
export type PurchaseDeps = Pick<TicketsDeps, 'db' | 'files' | 'publicUrl' | 'onOutbox' | 'timeZone'>;

/** The buyer's side: a public event, a purchase with its proof, and the buyer's own sale. */
export function createPurchaseService(deps: PurchaseDeps) {
  const { db, files } = deps;

  async function eventOf(eventId: number) {
    const event = await repo.findEvent(db, eventId);
    if (!event) throw notFound();
    return event;
  }

  return {
    async publicEvent(eventId: number): Promise<PublicEvent> {
      const event = await eventOf(eventId);
      const types = await repo.listTypes(db, eventId);
      const accounts = await repo.listAccounts(db, event.managerId);
      const { dollar_rate, dollar_rate_at } = await dollarRateState(db, undefined);
      return publicEventView(
        event,
        types,
        accounts,
        { rate: dollar_rate, at: dollar_rate_at },
        deps.timeZone,
      );
    },

    async purchase(
      eventId: number,
      body: TicketPurchaseBody,
      proofs: PurchaseProofs,
      origin: { channel: 'web' | 'telegram'; chatId?: number } = { channel: 'web' },
    ): Promise<TicketPurchaseReply> {
      const event = await eventOf(eventId);
      if (!isOnSale(event)) throw conflict(texts.salesClosed);
      const { proof } = proofs;
      if (!proof) throw invalid({ proof: [texts.proofRequired] });
      const typeIds = new Set((await repo.listTypes(db, eventId)).map((t) => t.id));
      if (body.lines.some((l) => !typeIds.has(l.ticket_type_id)))
        throw invalid({ lines: [texts.unknownType] });
      const account = await repo.findAccount(db, event.managerId, body.account_id);
      if (!account) throw invalid({ account_id: [texts.unknownAccount] });
      const { dollarPercent, vesPart } = await paymentParts(db, event, body, proofs);
      const rate = await dollarRateOf(db);

      const stored = await files.saveImage(proof, 'proof', { private: true });
      const vesStored = vesPart
        ? await files.saveImage(vesPart.proof, 'ves_proof', { private: true }).catch(async (err) => {
            await files.remove(stored.file, stored.thumb);
            throw err;
          })
        : null;
      const token = newSecret();
      try {
        await db.transaction(async (tx) => {
          const buyerId = await repo.upsertBuyer(tx, {
            managerId: event.managerId,
            name: body.name,
            lastname: body.lastname?.trim() || LASTNAME_NOT_SET,
            documentType: body.document_type,
            document: body.document,
            email: body.email,
            phone: body.phone?.trim() || null,
            telegramChatId: origin.chatId ?? null,
          });
          // Seats are taken in the types' id order, so two purchases never wait on each other.
          const lines = [...body.lines].sort((a, b) => a.ticket_type_id - b.ticket_type_id);
          const taken: { id: number; name: string; quantity: number; priceCents: number }[] = [];
          for (const line of lines) {
            const type = await repo.takeSeats(tx, eventId, line.ticket_type_id, line.quantity);
            if (!type) {
              const now = await repo.findType(tx, line.ticket_type_id);
              throw conflict(
                texts.seatsLeft(Math.max(0, (now?.quota ?? 0) - (now?.sold ?? 0)), now?.name ?? ''),
              );
            }
            taken.push({
              id: type.id,
              name: type.name,
              quantity: line.quantity,
              priceCents: type.priceCents,
            });
          }
          const totalCents = taken.reduce((s, l) => s + l.priceCents * l.quantity, 0);
          const usdCents = Math.round((totalCents * dollarPercent) / 100);
          const vesCents = vesCentsOf(totalCents - usdCents, rate);
          const billId = await repo.insertBill(tx, {
            managerId: event.managerId,
            eventId,
            ticketUserId: buyerId,
            status: TICKET_BILL_STATUS.PENDING,
            channel: origin.channel,
            quantity: taken.reduce((s, l) => s + l.quantity, 0),
            totalCents,
            usdCents,
            vesCents,
            dollarRate: String(rate),
            dollarPercent,
            accountId: account.id,
            reference: body.reference,
            proofImage: stored.file,
            proofHash: hashOf(proof),
            vesAccountId: vesPart?.accountId ?? null,
            vesReference: vesPart?.reference ?? null,
            vesProofImage: vesStored?.file ?? null,
            vesProofHash: vesPart ? hashOf(vesPart.proof) : null,
            accessToken: token,
            lang: body.lang ?? null,
          });
          await repo.insertLines(
            tx,
            taken.map((l) => ({
              billId,
              ticketTypeId: l.id,
              name: l.name,
              quantity: l.quantity,
              priceCents: l.priceCents,
            })),
          );
          const mail = receivedMail(
            {
              buyer: buyerFullName({ name: body.name, lastname: body.lastname }),
              event: event.name,
              lines: taken,
              totalCents,
              usdCents,
              vesCents,
              references: vesPart
                ? [
                    { reference: body.reference, usdCents },
                    { reference: vesPart.reference, vesCents },
                  ]
                : [{ reference: body.reference }],
              statusUrl: orderUrl(deps.publicUrl, eventId, token),
            },
            body.lang ?? DEFAULT_TEXT_LANGUAGE,
          );
          await enqueue(tx, { channel: 'email', recipient: body.email, payload: mail });
        });
      } catch (err) {
        await files.remove(stored.file, stored.thumb, vesStored?.file, vesStored?.thumb);
        throw err;
      }
      deps.onOutbox();
      return { message: texts.received, token, status_url: orderUrl(deps.publicUrl, eventId, token) };
    },

    async order(token: string): Promise<TicketOrder> {
      const found = await repo.findOrderByToken(db, token);
      if (!found) throw notFound();
      const lines = await repo.orderLines(db, found.bill.id);
      const verified = found.bill.status === TICKET_BILL_STATUS.VERIFIED;
      const tickets = verified ? await repo.orderTickets(db, found.bill.id) : [];
      return orderView(found, lines, tickets, deps.timeZone);
    },
  };
}
export type PurchaseService = ReturnType<typeof createPurchaseService>;

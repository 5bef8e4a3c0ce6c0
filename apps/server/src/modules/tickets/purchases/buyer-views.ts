import { buyerFullName, type PublicEvent, type TicketOrder } from '@vitrina/contract';
import { fileUrl } from '#server/lib/files.ts';
import { fromCents } from '#server/lib/money.ts';
import { bankOf } from '#server/modules/banks/banks.service.ts';
import type { OrderRow, PublicEventRow, TicketAccountRow, TicketTypeRow } from './purchases.repository.ts';

// What a buyer reads: an event as the public page and the bot show it, and the buyer's own sale.

/** Hours an event without an end stays on sale after it starts. */
const OPEN_HOURS_WITHOUT_END = 12;

/** Whether tickets of an event can be bought at `now`: active, and not over. */
export function isOnSale(
  e: { status: number; startsAt: Date; endsAt: Date | null },
  now = new Date(),
): boolean {
  const over = e.endsAt ?? new Date(e.startsAt.getTime() + OPEN_HOURS_WITHOUT_END * 3_600_000);
  return e.status !== 0 && now < over;
}

/** Bolívar cents of a USD cents amount at `rate`. */
export const vesCentsOf = (usdCents: number, rate: number) => Math.round(usdCents * rate);

/** Where the QR picture of a ticket is served (public: the code is the secret). */
export const qrPath = (code: string) => `/api/public/ticket-qr/${code}`;

/** The buyer's status page of a sale. */
export const orderUrl = (publicUrl: string, eventId: number, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/evento/${eventId}/compra/${token}`;

export function publicEventView(
  event: PublicEventRow,
  types: TicketTypeRow[],
  accounts: TicketAccountRow[],
  rate: { rate: number; at: string | null },
  platformZone: string,
): PublicEvent {
  return {
    id: event.id,
    name: event.name,
    description: event.description,
    place: event.place,
    starts_at: event.startsAt.toISOString(),
    ends_at: event.endsAt?.toISOString() ?? null,
    time_zone: event.timeZone ?? platformZone,
    image: fileUrl(event.image),
    on_sale: isOnSale(event),
    dollar_percent: event.dollarPercent,
    whole_payment: event.wholePayment,
    dollar_rate: rate.rate,
    dollar_rate_at: rate.at,
    ticket_types: types.map((t) => ({
      id: t.id,
      name: t.name,
      price: fromCents(t.priceCents),
      price_ves: fromCents(vesCentsOf(t.priceCents, rate.rate)),
      left: Math.max(0, t.quota - t.sold),
    })),
    accounts: accounts.map((a) => ({ ...bankOf(a), message: a.message })),
    telegram_user_bot: event.telegramUserBot,
  };
}

type OrderLine = { name: string; quantity: number; priceCents: number };
type OrderTicket = { id: number; code: string; ticketType: string; checkedInAt: Date | null };

export function orderView(
  { bill, event, buyer }: OrderRow,
  lines: OrderLine[],
  tickets: OrderTicket[],
  platformZone: string,
): TicketOrder {
  return {
    id: bill.id,
    status: bill.status,
    event: {
      id: event.id,
      name: event.name,
      place: event.place,
      starts_at: event.startsAt.toISOString(),
      time_zone: event.timeZone ?? platformZone,
    },
    buyer: buyerFullName(buyer),
    lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, price: fromCents(l.priceCents) })),
    total: fromCents(bill.totalCents),
    usd_amount: fromCents(bill.usdCents),
    ves_amount: fromCents(bill.vesCents),
    reference: bill.reference,
    ves_reference: bill.vesReference,
    created_at: bill.createdAt.toISOString(),
    tickets: tickets.map((t) => ({
      id: t.id,
      code: t.code,
      ticket_type: t.ticketType,
      checked_in_at: t.checkedInAt?.toISOString() ?? null,
      qr_url: qrPath(t.code),
    })),
  };
}

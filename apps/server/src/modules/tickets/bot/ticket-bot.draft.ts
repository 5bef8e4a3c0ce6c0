import {
  DOCUMENT_TYPES,
  isSplitPrice,
  PAY_IN,
  type PublicEvent,
  paidDollarPercent,
  type TextLanguage,
  type TicketPurchaseBody,
} from '@vitrina/contract';
import { z } from 'zod';

// What the buyer has answered so far in an event bot's chat (stored in ticket_chats), the order
// of the questions, and the shapes the conversation (ticket-bot.conversation.ts) works with.

/** Most tickets one chat purchase takes (the quantity buttons 1…5). */
export const CHAT_MAX_QUANTITY = 5;
const draftSchema = z.object({
  type_id: z.number().int().positive().optional(),
  quantity: z.number().int().min(1).max(CHAT_MAX_QUANTITY).optional(),
  name: z.string().max(80).optional(),
  /** '' when skipped ("Not set"). */
  lastname: z.string().max(80).optional(),
  document_type: z.enum(DOCUMENT_TYPES).optional(),
  document: z.string().max(20).optional(),
  email: z.string().max(255).optional(),
  /** '' when skipped. */
  phone: z.string().max(30).optional(),
  account_id: z.number().int().positive().optional(),
  reference: z.string().max(60).optional(),
  /** The dollar part's proof (its Telegram file id), kept while the bolívar part is asked. */
  proof: z.string().max(300).optional(),
  ves_account_id: z.number().int().positive().optional(),
  ves_reference: z.string().max(60).optional(),
  /** How a split price is paid, where the organiser lets the buyer choose. */
  pay_in: z.enum(PAY_IN).optional(),
});
export type Draft = z.infer<typeof draftSchema>;
/** A stored draft, or an empty one when the row holds anything else. */
export const readDraft = (raw: unknown): Draft => draftSchema.safeParse(raw).data ?? {};

const STEPS = [
  'type_id',
  'quantity',
  'name',
  'lastname',
  'document',
  'email',
  'phone',
  'pay_in',
  'account_id',
  'reference',
  'proof',
  'ves_account_id',
  'ves_reference',
  'ves_proof',
] as const;
export type Step = (typeof STEPS)[number];

/**
 * Which questions an event's purchase asks: how to pay when its price is split and the organiser
 * lets a buyer pay it whole in one currency; the bolívar part's transfer when it is paid split.
 */
export type Flow = { choosePayIn: boolean; split: boolean };
export const flowOf = (d: Draft, e: Pick<PublicEvent, 'dollar_percent' | 'whole_payment'>): Flow => ({
  choosePayIn: isSplitPrice(e.dollar_percent) && e.whole_payment,
  split: isSplitPrice(paidDollarPercent(e.dollar_percent, d.pay_in)),
});
const VES_STEPS: readonly Step[] = ['ves_account_id', 'ves_reference', 'ves_proof'];

/** The first question the draft has no answer to; the last proof is what the purchase waits for. */
export function nextStep(d: Draft, flow: Flow = { choosePayIn: false, split: false }): Step {
  const steps = STEPS.filter(
    (s) => (s !== 'pay_in' || flow.choosePayIn) && (flow.split || !VES_STEPS.includes(s)),
  );
  const last = steps.at(-1)!;
  return steps.find((s) => s === last || (d as Record<string, unknown>)[s] === undefined)!;
}

export type Input =
  | { kind: 'start' }
  | { kind: 'cancel' }
  | { kind: 'text'; text: string }
  | { kind: 'button'; data: string }
  | { kind: 'photo'; fileId: string; size?: number; image: boolean };
export type Button = { text: string; callback_data: string };
export type Reply = { text: string; photo?: string; buttons?: Button[][] };
/** The event as the buyer sees it, plus its stored picture's file name and the panel's time zone. */
/** The event as the chat shows it: its picture's file, the zone its date reads in, the buyer's language. */
export type BotEvent = PublicEvent & { imageFile: string | null; lang: TextLanguage };
export type Outcome = {
  draft: Draft;
  replies: Reply[];
  /** The purchase to make, with its proofs' file ids (the bolívar part's when the price is split). */
  buy?: { body: TicketPurchaseBody; fileId: string; vesFileId?: string };
};
/** How a purchase attempt ended: its status link, or the service's error. */
export type PurchaseResult =
  | { ok: true; statusUrl: string }
  | { ok: false; status: number; message: string; fields?: Record<string, string[]> };

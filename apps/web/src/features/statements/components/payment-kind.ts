import { ROLES } from '@vitrina/contract';
import { pathTo } from '#web/app/paths.ts';
import { hasRole, type StoredSession } from '#web/lib/session.ts';

/**
 * What a statement's lines are matched against: a store's sales (the owner's and the cashiers'
 * accounts), the store owners' licence payments (the platform's accounts, the admin's) or a ticket
 * master's ticket sales (their ticket payment accounts).
 *
 * The texts that name the payment take it as their i18next context: `statements.lines.verified`
 * names a sale, `statements.lines.verified_licence` a licence payment, `_ticket` a ticket sale.
 */
export type PaymentKind = 'sale' | 'licence' | 'ticket';

export const paymentKindOf = (session: StoredSession | null): PaymentKind => {
  if (hasRole(session, [ROLES.ADMIN])) return 'licence';
  if (hasRole(session, [ROLES.TICKETMASTER])) return 'ticket';
  return 'sale';
};

/** The payment's own screen: the sale's, the licence sale's, or the ticket sales with that sale open. */
export function paymentLink(kind: PaymentKind, id: number): string {
  if (kind === 'licence') return pathTo('licenseSaleDetails', { id });
  if (kind === 'ticket') return `${pathTo('ticketSales')}?sale=${id}`;
  return pathTo('shoppingDetails', { id });
}

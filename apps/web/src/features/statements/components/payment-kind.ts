import { ROLES } from '@vitrina/contract';
import { pathTo } from '#web/app/paths.ts';
import { hasRole, type StoredSession } from '#web/lib/session.ts';

/**
 * What a statement's lines are matched against: a store's sales (the owner's and the cashiers'
 * accounts) or the store owners' licence payments (the platform's accounts, the admin's).
 *
 * The texts that name the payment take it as their i18next context: `statements.lines.verified`
 * names a sale, `statements.lines.verified_licence` a licence payment.
 */
export type PaymentKind = 'sale' | 'licence';

export const paymentKindOf = (session: StoredSession | null): PaymentKind =>
  hasRole(session, [ROLES.ADMIN]) ? 'licence' : 'sale';

/** The payment's own screen: the sale's, or the licence sale's. */
export const paymentLink = (kind: PaymentKind, id: number) =>
  kind === 'licence' ? pathTo('licenseSaleDetails', { id }) : pathTo('shoppingDetails', { id });

import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
// boundary-exception: the per-request principal lookup reads the tenant of every role in one query
import { deliveryCompanies } from '../delivery/delivery.tables.ts';
// boundary-exception: the per-request principal lookup reads the tenant of every role in one query
import { stores } from '../stores/stores.tables.ts';
// boundary-exception: the per-request principal lookup reads the tenant of every role in one query
import { ticketManagers } from '../tickets/tickets.tables.ts';
// boundary-exception: the per-request principal lookup reads the user and its status in one query
import { users } from '../users/users.tables.ts';
import { authTokens, passwordResets } from './auth.tables.ts';

export async function insertToken(db: DbOrTx, userId: number, tokenHash: string, ttlDays: number) {
  await db.insert(authTokens).values({
    userId,
    tokenHash,
    expiresAt: sql`now() + make_interval(days => ${ttlDays})`,
  });
}

/** The live token's user with the tenant it acts for: one indexed lookup per request. */
export async function findPrincipalByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      userId: users.id,
      roleId: users.roleId,
      statusId: users.statusId,
      cashierStoreId: users.storeId,
      ownedStoreId: stores.id,
      companyId: deliveryCompanies.id,
      ticketManagerId: ticketManagers.id,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(stores, eq(stores.ownerId, users.id))
    .leftJoin(deliveryCompanies, eq(deliveryCompanies.primaryAdminId, users.id))
    .leftJoin(ticketManagers, eq(ticketManagers.userId, users.id))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeToken(db: DbOrTx, tokenId: number): Promise<void> {
  await db.update(authTokens).set({ revokedAt: sql`now()` }).where(eq(authTokens.id, tokenId));
}

export async function revokeAllTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

/** Signs a user out everywhere but on `keepTokenId` (the session that asked for the change). */
export async function revokeOtherTokens(db: DbOrTx, userId: number, keepTokenId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), ne(authTokens.id, keepTokenId)));
}

export async function insertReset(db: DbOrTx, userId: number, codeHash: string, ttlMinutes: number) {
  await db.insert(passwordResets).values({
    userId,
    codeHash,
    expiresAt: sql`now() + make_interval(mins => ${ttlMinutes})`,
  });
}

/** Uses a live code: one conditional update, so a code works once even under a race. */
export async function consumeReset(db: DbOrTx, codeHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.codeHash, codeHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

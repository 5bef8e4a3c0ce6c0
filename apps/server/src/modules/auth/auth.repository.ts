import { and, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, qualified } from '#server/db/client.ts';
// boundary-exception: the per-request principal lookup reads the tenant of every role in one query
import { deliveryCompanies } from '#server/modules/delivery/delivery.tables.ts';
// boundary-exception: the per-request principal lookup reads the tenant of every role in one query
import { stores } from '#server/modules/stores/stores.tables.ts';
// boundary-exception: the per-request principal lookup reads the tenant of every role in one query
import { ticketManagers } from '#server/modules/tickets/tickets.tables.ts';
// boundary-exception: the per-request principal lookup reads the user and its status in one query
import { users } from '#server/modules/users/users.tables.ts';
import { authTokens, passwordResets } from './auth.tables.ts';

export async function insertToken(db: DbOrTx, userId: number, tokenHash: string, ttlDays: number) {
  await db.insert(authTokens).values({
    userId,
    tokenHash,
    expiresAt: sql`now() + make_interval(days => ${ttlDays})`,
  });
}

const tokenUserId = qualified(authTokens.userId);

/** A scalar subquery reading one column of the token's user's row in `table`. */
const ofTokenUser = (column: SQL, table: SQL, userColumn: SQL) =>
  sql<number | null>`(select ${column} from ${table} where ${userColumn} = ${tokenUserId} limit 1)`;

/** The principal lookup as a prepared statement of `db` (see findPrincipalByTokenHash). */
function principalQuery(db: DbOrTx) {
  return db
    .select({
      tokenId: authTokens.id,
      userId: authTokens.userId,
      roleId: ofTokenUser(sql`${users.roleId}`, sql`${users}`, sql`${users.id}`),
      statusId: ofTokenUser(sql`${users.statusId}`, sql`${users}`, sql`${users.id}`),
      cashierStoreId: ofTokenUser(sql`${users.storeId}`, sql`${users}`, sql`${users.id}`),
      ownedStoreId: ofTokenUser(sql`${stores.id}`, sql`${stores}`, sql`${stores.ownerId}`),
      companyId: ofTokenUser(
        sql`${deliveryCompanies.id}`,
        sql`${deliveryCompanies}`,
        sql`${deliveryCompanies.primaryAdminId}`,
      ),
      ticketManagerId: ofTokenUser(
        sql`${ticketManagers.id}`,
        sql`${ticketManagers}`,
        sql`${ticketManagers.userId}`,
      ),
      /** Idle for this long: the session ended (the caller says so and revokes it). */
      idle: sql<boolean>`${authTokens.lastUsedAt} <= now() - make_interval(mins => ${sql.placeholder('idleMinutes')})`,
      /** Its last use is over a minute old: time to note this one (one write a minute at most). */
      stale: sql<boolean>`${authTokens.lastUsedAt} < now() - interval '1 minute'`,
    })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('principal_by_token_hash');
}
const principalQueries = new WeakMap<DbOrTx, ReturnType<typeof principalQuery>>();

/**
 * The live token's user with the tenant it acts for: one statement per request. Written as
 * scalar subqueries on the token row, not joins: each is a single index lookup, and the
 * planner does far less work than for a five-table join — this lookup precedes every
 * signed-in request. On PostgreSQL it is a named prepared statement, parsed once per
 * connection instead of on every request.
 */
export async function findPrincipalByTokenHash(db: DbOrTx, tokenHash: string, idleMinutes: number) {
  let query = principalQueries.get(db);
  if (!query) {
    query = principalQuery(db);
    principalQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash, idleMinutes });
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

/** Ends every live reset code of a user: the next one asked for is the only one that works. */
export async function endResets(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** A new reset code; the user's earlier codes stop working. */
export async function insertReset(db: DbOrTx, userId: number, codeHash: string, ttlMinutes: number) {
  await endResets(db, userId);
  await db.insert(passwordResets).values({
    userId,
    codeHash,
    expiresAt: sql`now() + make_interval(mins => ${ttlMinutes})`,
  });
}

/** Notes a token's use now (its idle time starts again). */
export async function touchToken(db: DbOrTx, tokenId: number): Promise<void> {
  await db.update(authTokens).set({ lastUsedAt: sql`now()` }).where(eq(authTokens.id, tokenId));
}

/** Whether a code is live (unused, unexpired), without using it. */
export async function isLiveReset(db: DbOrTx, codeHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.codeHash, codeHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row !== undefined;
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

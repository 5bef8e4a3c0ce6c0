import { ROLES, type RoleId, type Session, type SignupBody, USER_STATUS } from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { AppError, errorTexts, invalid } from '#server/lib/errors.ts';
import { hashPassword, verifyNothing, verifyPassword } from '#server/lib/passwords.ts';
import type { Principal } from '#server/lib/principal.ts';
import { hashSecret, newSecret } from '#server/lib/tokens.ts';
import { enqueue } from '#server/modules/outbox/outbox.service.ts';
import type { RateLimitService } from '#server/modules/ratelimit/ratelimit.service.ts';
import { storeIdOwnedBy, storeTimeZone } from '#server/modules/stores/stores.service.ts';
import {
  type AccountOpener,
  findUserByEmail,
  setPassword,
  type UserRow,
} from '#server/modules/users/accounts.service.ts';
import * as repo from './auth.repository.ts';
import { recoveryMail } from './recovery-mail.ts';

/**
 * Failed sign-ins allowed before 429, per window. An address's failures pause that address (10
 * a minute, 30 a quarter of an hour), so a stranger alone can lock out only themselves; an
 * account is paused only by more failures than one address may make (a guessing attack from
 * many addresses), and only for a quarter of an hour at a time.
 */
export const LOGIN_LIMITS = {
  perAddressMinute: 10,
  perAddressQuarter: 30,
  perAccountQuarter: 100,
} as const;
const MINUTE = 60;
const QUARTER = 15 * 60;
const RECOVER_WINDOW_SECONDS = 15 * 60;
const RECOVER_MAX_PER_EMAIL = 3;
const RECOVER_MAX_PER_ADDRESS = 10;
const RESET_TTL_MINUTES = 60;
/**
 * Per address, and for the whole platform (generous enough for a busy day, a ceiling for a flood
 * of made-up accounts or guessed codes; rate_limits is shared by every machine).
 */
export const SIGNUP_LIMITS = { perAddress: 10, overall: 200, windowSeconds: 60 * 60 } as const;
const RECOVER_MAX_OVERALL = 300;
export const RESET_LIMITS = { perAddress: 20, overall: 300, windowSeconds: 15 * 60 } as const;
/**
 * A recovery answers after at least this long, known address or not: the mail's code and queue
 * take a few milliseconds an unknown address would not, and the answer's time must not tell.
 */
export const RECOVERY_ANSWER_MS = 300;

/** Runs `work`, then waits until `ms` have passed since it began. */
async function takingAtLeast(ms: number, work: () => Promise<void>): Promise<void> {
  const started = performance.now();
  await work();
  const left = ms - (performance.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/**
 * Signs a user out everywhere (a password reset, a deactivation), or everywhere but the
 * session `keepTokenId` that asked for the change, and ends the user's live password-reset
 * codes: a code mailed before a password or e-mail change no longer works. Inside the caller's
 * transaction.
 */
export async function revokeSessions(tx: DbOrTx, userId: number, keepTokenId?: number): Promise<void> {
  if (keepTokenId === undefined) await repo.revokeAllTokens(tx, userId);
  else await repo.revokeOtherTokens(tx, userId, keepTokenId);
  await repo.endResets(tx, userId);
}

export function createAuthService(deps: {
  db: Db;
  limits: RateLimitService;
  tokenTtlDays: number;
  /** A session unused for this long ends. */
  sessionIdleMinutes: number;
  publicUrl: string;
  /** Called after a transaction that queued mail has committed. */
  onOutbox: () => void;
  /** Sign-up opens a store owner's account with its store (onboarding). */
  accounts: AccountOpener;
  /** The platform's zone (config.timeZone); a store's staff see their store's. */
  timeZone: string;
}) {
  const { db, limits } = deps;

  async function issueSession(user: UserRow, storeId: number | null): Promise<Session> {
    const token = newSecret();
    await repo.insertToken(db, user.id, hashSecret(token), deps.tokenTtlDays);
    return {
      access_token: token,
      token_type: 'Bearer',
      plan_id: user.planId,
      name: user.name,
      lastname: user.lastname,
      email: user.email,
      role_id: user.roleId as RoleId,
      user_id: user.id,
      store_id: storeId,
      time_zone: storeId === null ? deps.timeZone : await storeTimeZone(db, storeId, deps.timeZone),
    };
  }

  const storeIdOf = async (user: UserRow) =>
    user.roleId === ROLES.CLIENT ? storeIdOwnedBy(db, user.id) : user.storeId;

  return {
    async authenticate(token: string): Promise<Principal | null> {
      const row = await repo.findPrincipalByTokenHash(db, hashSecret(token), deps.sessionIdleMinutes);
      if (!row || row.statusId !== USER_STATUS.ACTIVE) return null;
      if (row.idle) {
        // Left idle too long: it ends for good, and the panel says why (sign in again, same page).
        await repo.revokeToken(db, row.tokenId);
        throw new AppError(401, errorTexts.sessionIdle);
      }
      if (row.stale) await repo.touchToken(db, row.tokenId);
      return {
        tokenId: row.tokenId,
        userId: row.userId,
        roleId: row.roleId as RoleId,
        storeId: row.roleId === ROLES.CLIENT ? row.ownedStoreId : row.cashierStoreId,
        companyId: row.companyId,
        ticketManagerId: row.ticketManagerId,
      };
    },

    async login(email: string, password: string, address: string): Promise<Session> {
      const { perAddressMinute, perAddressQuarter, perAccountQuarter } = LOGIN_LIMITS;
      const check = async () => {
        const found = await findUserByEmail(db, email);
        const ok = found ? await verifyPassword(found.passwordHash, password) : await verifyNothing(password);
        if (!found || !ok) throw new AppError(401, errorTexts.invalidCredentials);
        return found;
      };
      // Each guard takes its slot first and gives it back on success: only failures count.
      const user = await limits.guard([`login:ip:${address}`], perAddressMinute, MINUTE, () =>
        limits.guard([`login:ip-quarter:${address}`], perAddressQuarter, QUARTER, () =>
          limits.guard([`login:email:${email.toLowerCase()}`], perAccountQuarter, QUARTER, check),
        ),
      );
      if (user.statusId !== USER_STATUS.ACTIVE) throw new AppError(401, errorTexts.accountInactive);
      return issueSession(user, await storeIdOf(user));
    },

    async signup(body: SignupBody, address: string): Promise<Session> {
      const { perAddress, overall, windowSeconds } = SIGNUP_LIMITS;
      await limits.count(`signup:ip:${address}`, perAddress, windowSeconds);
      await limits.count('signup:all', overall, windowSeconds);
      const { user, storeId } = await db.transaction((tx) =>
        deps.accounts.createAccount(tx, {
          name: body.name,
          lastname: body.lastname,
          email: body.email,
          phone: body.phone,
          password: body.password,
          roleId: ROLES.CLIENT,
          business: { name: body.storeName, description: body.storeDescription },
        }),
      );
      return issueSession(user, storeId);
    },

    async logout(principal: Principal): Promise<void> {
      await repo.revokeToken(db, principal.tokenId);
    },

    async requestRecovery(email: string, address: string): Promise<void> {
      await limits.count(`recover:ip:${address}`, RECOVER_MAX_PER_ADDRESS, RECOVER_WINDOW_SECONDS);
      await limits.count('recover:all', RECOVER_MAX_OVERALL, RECOVER_WINDOW_SECONDS);
      await limits.count(
        `recover:email:${email.toLowerCase()}`,
        RECOVER_MAX_PER_EMAIL,
        RECOVER_WINDOW_SECONDS,
      );
      // The same answer, in the same time, whether or not the address has an account: recovery
      // must not tell who is registered.
      await takingAtLeast(RECOVERY_ANSWER_MS, async () => {
        const user = await findUserByEmail(db, email);
        if (!user) return;
        const code = newSecret();
        await db.transaction(async (tx) => {
          await repo.insertReset(tx, user.id, hashSecret(code), RESET_TTL_MINUTES);
          await enqueue(tx, {
            channel: 'email',
            recipient: user.email,
            payload: recoveryMail({
              name: user.name,
              link: `${deps.publicUrl}/session/reset-password/${code}`,
            }),
          });
        });
        deps.onOutbox();
      });
    },

    async resetPassword(code: string, password: string, address: string): Promise<void> {
      const { perAddress, overall, windowSeconds } = RESET_LIMITS;
      await limits.count(`reset:ip:${address}`, perAddress, windowSeconds);
      await limits.count('reset:all', overall, windowSeconds);
      const refused = () => invalid({ code: [errorTexts.resetCodeInvalid] }, errorTexts.resetCodeInvalid);
      // The code first: a made-up one costs no password hashing.
      if (!(await repo.isLiveReset(db, hashSecret(code)))) throw refused();
      const passwordHash = await hashPassword(password);
      const done = await db.transaction(async (tx) => {
        const userId = await repo.consumeReset(tx, hashSecret(code));
        if (userId === undefined) return false;
        await setPassword(tx, userId, passwordHash);
        await revokeSessions(tx, userId);
        return true;
      });
      // Used meanwhile by a twin request: it still works once.
      if (!done) throw refused();
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

import { ROLES, type RoleId, type Session, type SignupBody, USER_STATUS } from '@vitrina/contract';
import type { Db } from '../../db/client.ts';
import { AppError, errorTexts, invalid, notFound, tooManyRequests } from '../../lib/errors.ts';
import { hashPassword, verifyNothing, verifyPassword } from '../../lib/passwords.ts';
import { hashSecret, newSecret } from '../../lib/tokens.ts';
import { enqueue } from '../outbox/outbox.repository.ts';
import * as limits from '../ratelimit/ratelimit.repository.ts';
import * as usersRepo from '../users/users.repository.ts';
import { createAccount } from '../users/users.service.ts';
import * as repo from './auth.repository.ts';
import { recoveryMail } from './recovery-mail.ts';

/** The signed-in caller and the tenant it acts for, resolved from the token on each request. */
export type Principal = {
  tokenId: number;
  userId: number;
  roleId: RoleId;
  /** The owner's store, or the cashier's. */
  storeId: number | null;
  companyId: number | null;
  ticketManagerId: number | null;
};

export const LOGIN_MAX_FAILURES = 10;
const LOGIN_WINDOW_SECONDS = 60;
const RECOVER_WINDOW_SECONDS = 15 * 60;
const RECOVER_MAX_PER_EMAIL = 3;
const RECOVER_MAX_PER_ADDRESS = 10;
const RESET_TTL_MINUTES = 60;

export function createAuthService(deps: {
  db: Db;
  tokenTtlDays: number;
  publicUrl: string;
  /** Called after a transaction that queued mail has committed. */
  onOutbox: () => void;
}) {
  const { db } = deps;

  async function issueSession(user: usersRepo.UserRow, storeId: number | null): Promise<Session> {
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
    };
  }

  const storeIdOf = async (user: usersRepo.UserRow) =>
    user.roleId === ROLES.CLIENT ? repo.ownedStoreId(db, user.id) : user.storeId;

  return {
    async authenticate(token: string): Promise<Principal | null> {
      const row = await repo.findPrincipalByTokenHash(db, hashSecret(token));
      if (!row || row.statusId !== USER_STATUS.ACTIVE) return null;
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
      const keys = [`login:email:${email.toLowerCase()}`, `login:ip:${address}`];
      for (const key of keys) {
        if ((await limits.peek(db, key, LOGIN_WINDOW_SECONDS)) >= LOGIN_MAX_FAILURES) throw tooManyRequests();
      }
      const user = await usersRepo.findByEmail(db, email);
      const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyNothing(password);
      if (!user || !ok) {
        for (const key of keys) await limits.hit(db, key, LOGIN_WINDOW_SECONDS);
        throw new AppError(401, errorTexts.invalidCredentials);
      }
      if (user.statusId !== USER_STATUS.ACTIVE) throw new AppError(401, errorTexts.accountInactive);
      return issueSession(user, await storeIdOf(user));
    },

    async signup(body: SignupBody): Promise<Session> {
      const { user, storeId } = await db.transaction((tx) =>
        createAccount(tx, {
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
      const checks: [string, number][] = [
        [`recover:ip:${address}`, RECOVER_MAX_PER_ADDRESS],
        [`recover:email:${email.toLowerCase()}`, RECOVER_MAX_PER_EMAIL],
      ];
      for (const [key, max] of checks) {
        if ((await limits.hit(db, key, RECOVER_WINDOW_SECONDS)) > max) throw tooManyRequests();
      }
      const user = await usersRepo.findByEmail(db, email);
      if (!user) throw notFound(errorTexts.userNotFoundByEmail);
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
    },

    async resetPassword(code: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const done = await db.transaction(async (tx) => {
        const userId = await repo.consumeReset(tx, hashSecret(code));
        if (userId === undefined) return false;
        await usersRepo.setPassword(tx, userId, passwordHash);
        await repo.revokeAllTokens(tx, userId);
        return true;
      });
      if (!done) throw invalid({ code: [errorTexts.resetCodeInvalid] }, errorTexts.resetCodeInvalid);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

import type { ChangePasswordBody, Profile, ProfileBody, RoleId } from '@vitrina/contract';
import type { Db } from '#server/db/client.ts';
import { errorTexts, invalid, notFound } from '#server/lib/errors.ts';
import { fileUrl } from '#server/lib/files.ts';
import { hashPassword, verifyPassword } from '#server/lib/passwords.ts';
import { isUniqueViolation } from '#server/lib/pg-errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import { fieldError } from '#server/lib/validation.ts';
import { enqueue } from '#server/modules/outbox/outbox.service.ts';
import type { RateLimitService } from '#server/modules/ratelimit/ratelimit.service.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import { emailTaken, type SessionRevoker } from './accounts.service.ts';
import { emailChangedMail } from './email-changed-mail.ts';
import * as repo from './users.repository.ts';

/** Wrong current passwords allowed per user and window before 429: a stolen session can't guess. */
const PASSWORD_MAX_FAILURES = 10;
const PASSWORD_WINDOW_SECONDS = 15 * 60;

// FileStore.saveImage names the small copy `<id>.thumb.webp` beside `<id>.<ext>`; only the
// picture's name is kept on the user, so the copy's name is derived to delete it too.
const thumbOf = (file: string | null) => (file ? file.replace(/\.[^.]+$/, '.thumb.webp') : null);

const toProfile = (row: repo.UserRow): Profile => ({
  id: row.id,
  name: row.name,
  lastname: row.lastname,
  email: row.email,
  phone: row.phone,
  avatar: fileUrl(row.avatar),
  role_id: row.roleId as RoleId,
});

/** The signed-in user's own account, for every role. */
export function createProfileService(
  db: Db,
  files: FileStore,
  limits: RateLimitService,
  revokeSessions: SessionRevoker,
  /** Called after a transaction that queued mail has committed. */
  onOutbox: () => void,
) {
  async function profile(userId: number): Promise<Profile> {
    const row = await repo.findById(db, userId);
    if (!row) throw notFound();
    return toProfile(row);
  }

  /**
   * The account's current password, or 422 on `current_password`; wrong guesses are limited per
   * user (a stolen session cannot try them all).
   */
  async function confirmPassword(id: number, given: string | undefined): Promise<void> {
    if (!given) throw invalid(fieldError('current_password', 'required'));
    await limits.guard([`password:user:${id}`], PASSWORD_MAX_FAILURES, PASSWORD_WINDOW_SECONDS, async () => {
      const user = await repo.findById(db, id);
      if (!user) throw notFound();
      if (!(await verifyPassword(user.passwordHash, given)))
        throw invalid(fieldError('current_password', 'currentPassword'));
    });
  }

  return {
    get: (principal: Principal) => profile(principal.userId),

    async update(principal: Principal, body: ProfileBody): Promise<Profile> {
      const id = principal.userId;
      if (body.email !== undefined && (await repo.emailUsedByOther(db, body.email, id))) throw emailTaken();
      const before = await repo.findById(db, id);
      if (!before) throw notFound();
      const newEmail = body.email !== undefined && body.email.toLowerCase() !== before.email.toLowerCase();
      // Whoever holds a session must not take the account: recovery follows the address.
      if (newEmail) await confirmPassword(id, body.current_password);
      try {
        await db.transaction(async (tx) => {
          await repo.updateUser(
            tx,
            id,
            { any: true },
            { name: body.name, lastname: body.lastname, email: body.email, phone: body.phone },
          );
          if (!newEmail) return;
          // A new address ends the other sessions and any reset code mailed to the old one, and
          // the old address is told.
          await revokeSessions(tx, id, principal.tokenId);
          await enqueue(tx, {
            channel: 'email',
            recipient: before.email,
            payload: emailChangedMail({ name: before.name, old: before.email, new: body.email! }),
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
      if (newEmail) onOutbox();
      return profile(id);
    },

    async setAvatar(principal: Principal, bytes: Buffer | undefined): Promise<Profile> {
      if (!bytes) throw invalid({ image: [errorTexts.imageRequired] });
      const stored = await files.saveImage(bytes, 'image');
      let previous: string | null;
      try {
        previous = await db.transaction((tx) => repo.replaceAvatar(tx, principal.userId, stored.file));
      } catch (err) {
        await files.remove(stored.file, stored.thumb);
        throw err;
      }
      await files.remove(previous, thumbOf(previous));
      return profile(principal.userId);
    },

    async changePassword(principal: Principal, body: ChangePasswordBody): Promise<void> {
      const id = principal.userId;
      await confirmPassword(id, body.current_password);
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await repo.setPassword(tx, id, passwordHash);
        await revokeSessions(tx, id, principal.tokenId);
      });
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;

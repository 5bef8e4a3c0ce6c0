import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { DbOrTx } from '#server/db/client.ts';
import * as repo from './instance.repository.ts';

// One set of secrets for every machine of a Vitrina (issue 31): the secret key seals the bots'
// tokens and signs private file links, the web push keys are what browsers subscribed with. A
// machine that made up its own could open nothing the others sealed.

export type SharedSecrets = { secretKey: string; vapid: { publicKey: string; privateKey: string } };

/** The settings that may name them, and the data folder an earlier version kept them in. */
export type SecretSettings = {
  secretKey?: string;
  vapid?: { publicKey?: string; privateKey?: string };
  dataDir: string;
};

/** Why this machine must not start: its SECRET_KEY is not the one the database was set up with. */
export class SecretMismatchError extends Error {
  override name = 'SecretMismatchError';
}

/** A short, one-way name of a key: tells keys apart without revealing them. */
export const fingerprintOf = (key: string) =>
  createHash('sha256').update(`vitrina:fingerprint:${key}`).digest('hex').slice(0, 16);

const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined);

async function secretKeyOf(db: DbOrTx, settings: SecretSettings): Promise<string> {
  const given = settings.secretKey;
  if (given) {
    const kept = await repo.keepFirst(db, 'secret_key_fingerprint', fingerprintOf(given));
    if (kept !== fingerprintOf(given))
      throw new SecretMismatchError(
        `SECRET_KEY is not the key this database was set up with (its fingerprint is ${kept}, this one's ${fingerprintOf(given)}): ` +
          'the bots’ tokens and private links sealed with it could not be opened. Give every machine the same SECRET_KEY.',
      );
    return given;
  }
  const stored = await repo.secretOf(db, 'secret_key');
  if (stored) return stored;
  if (await repo.secretOf(db, 'secret_key_fingerprint'))
    throw new SecretMismatchError(
      'This database was set up with SECRET_KEY, and this machine has none: set the same SECRET_KEY here.',
    );
  // An earlier version kept the key in the data folder: the first machine to start brings it.
  const key = await repo.keepFirst(
    db,
    'secret_key',
    readIfThere(path.join(settings.dataDir, 'secret.key')) || randomBytes(32).toString('base64url'),
  );
  await repo.keepFirst(db, 'secret_key_fingerprint', fingerprintOf(key));
  return key;
}

async function vapidOf(db: DbOrTx, settings: SecretSettings): Promise<SharedSecrets['vapid']> {
  const { publicKey, privateKey } = settings.vapid ?? {};
  if (publicKey && privateKey) return { publicKey, privateKey };
  const stored = await repo.secretOf(db, 'vapid_keys');
  if (stored) return JSON.parse(stored) as SharedSecrets['vapid'];
  const earlier = readIfThere(path.join(settings.dataDir, 'vapid.json'));
  const keys = earlier ? (JSON.parse(earlier) as SharedSecrets['vapid']) : webpush.generateVAPIDKeys();
  const kept = await repo.keepFirst(
    db,
    'vapid_keys',
    JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }),
  );
  return JSON.parse(kept) as SharedSecrets['vapid'];
}

/**
 * The secret key and the web push keys every machine uses: the settings' when given (the key's
 * fingerprint checked against the database's), else the ones the database keeps, made once by
 * the first machine to start (from an earlier version's data folder when it has them).
 * Throws SecretMismatchError when this machine's SECRET_KEY is not the database's.
 */
export async function sharedSecrets(db: DbOrTx, settings: SecretSettings): Promise<SharedSecrets> {
  return { secretKey: await secretKeyOf(db, settings), vapid: await vapidOf(db, settings) };
}

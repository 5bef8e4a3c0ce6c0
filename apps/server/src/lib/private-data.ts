import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Makes everything this process creates from now on its user's alone (issue 29): the embedded
 * database's files, mails waiting in the local outbox with their reset links, uploads, keys.
 * Called first thing, before any file is written.
 */
export const createPrivately = () => void process.umask(0o077);

/**
 * Closes folders to other users (created when missing): whatever an older version left inside
 * them readable is then out of their reach too.
 */
export function closeToOthers(dirs: string[]): void {
  for (const dir of dirs) {
    mkdirSync(dir, { recursive: true });
    chmodSync(dir, 0o700);
  }
}

/**
 * Makes a folder and everything in it its owner's alone (folders 0700, files 0600): the embedded
 * database unpacks its first files readable and writable by anyone, whatever the process asks.
 */
export function makePrivate(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) makePrivate(full);
    else if (entry.isFile()) chmodSync(full, 0o600);
  }
}

import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './server-process.ts';

// The real server process on a fresh data folder (issue 29, door 8): the embedded database,
// the keys and the mails it writes are its user's alone.

const serverEntry = path.resolve(import.meta.dirname, '../server.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-private-'));
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every file and folder under `dir` with the permissions it lets group or others have. */
function openToOthers(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const mode = statSync(full).mode & 0o777;
    if (mode & 0o077) out.push(`${path.relative(dataDir, full)} ${mode.toString(8)}`);
    if (entry.isDirectory()) out.push(...openToOthers(full));
  }
  return out;
}

describe('the data folder', () => {
  it('is private to the server’s user, and so is everything the server writes in it', async () => {
    // An older version's leftovers: the folder and a mail readable by anyone.
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, 'mail-outbox'), { mode: 0o755 });
    writeFileSync(path.join(dataDir, 'mail-outbox', 'old.eml'), 'reset link', { mode: 0o644 });

    const port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${base}/api/health`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 120_000, interval: 500 },
      )
      .toBe(200);
    // A recovery mail goes to the local outbox, reset link inside.
    const recovery = await fetch(`${base}/api/auth/recover/${encodeURIComponent('tienda@vitrina.test')}`);
    expect(recovery.status).toBe(200);
    await expect
      .poll(() => readdirSync(path.join(dataDir, 'mail-outbox')).length, { timeout: 15_000 })
      .toBe(2);

    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const open = openToOthers(dataDir).filter(
      (p) => !p.startsWith('mail-outbox/old.eml') && p !== 'mail-outbox 755',
    );
    expect(open).toEqual([]);
    // The database's own files are among them; the keys are in the database, shared by every machine.
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['mail-outbox']));
    expect(readdirSync(dataDir)).not.toEqual(expect.arrayContaining(['secret.key']));
    expect(readdirSync(dataDir)).not.toEqual(expect.arrayContaining(['vapid.json']));
  }, 180_000);

  it('refuses to start with a SECRET_KEY other than the one its database keeps, and says why', async () => {
    const first = server!;
    const stopped = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGTERM');
    await stopped;
    server = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SECRET_KEY: 'una-clave-de-otra-maquina',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let said = '';
    server.stderr!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
    });
    const code = await new Promise((resolve) => server!.once('exit', resolve));
    expect(code).toBe(1);
    expect(said).toContain('Vitrina did not start: SECRET_KEY is not the key this database was set up with');
  }, 180_000);
});

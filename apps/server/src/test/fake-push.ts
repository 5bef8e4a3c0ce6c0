import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A local https push service (the protocol web-push speaks: POST of an encrypted body to the
 * subscription's endpoint, 201 Created) with a self-signed certificate made by openssl; `agent`
 * trusts it. `answers` scripts per endpoint name the statuses to give, in order (then 201),
 * each optionally with a Retry-After header.
 */
export async function startFakePush() {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-push-'));
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ]),
    { stdio: 'ignore' },
  );
  const cert = readFileSync(path.join(dir, 'cert.pem'));
  const key = readFileSync(path.join(dir, 'key.pem'));
  rmSync(dir, { recursive: true, force: true });
  const answers = new Map<string, { status: number; retryAfter?: string }[]>();
  const received: { name: string; at: number; status: number; encrypted: boolean }[] = [];
  const server = createServer({ cert, key }, async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const name = (req.url ?? '').replace(/^\/push\//, '');
    const next = answers.get(name)?.shift() ?? { status: 201 };
    received.push({
      name,
      at: Date.now(),
      status: next.status,
      encrypted: req.headers['content-encoding'] === 'aes128gcm' && Buffer.concat(chunks).length > 0,
    });
    res.writeHead(next.status, next.retryAfter ? { 'retry-after': next.retryAfter } : {});
    res.end(next.status >= 400 ? `status ${next.status}` : '');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ ca: cert, keepAlive: false });
  return {
    endpoint: (name: string) => `https://127.0.0.1:${port}/push/${name}`,
    agent,
    answers,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type Chunk = { file: string; bytes: number; gzip: number };

/** Sizes of the built panel's JavaScript chunks, and what the sign-in page loads. */
export function bundleSizes(dist: string): { chunks: Chunk[]; signIn: Chunk[] } | undefined {
  const assets = path.join(dist, 'assets');
  try {
    statSync(assets);
  } catch {
    return undefined;
  }
  const chunks = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((file) => {
      const bytes = readFileSync(path.join(assets, file));
      return { file, bytes: bytes.length, gzip: gzipSync(bytes).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  // The sign-in page loads the entry script, its static imports (modulepreload) and the
  // login screen's chunk; all are named in index.html or reachable from the entry.
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const named = new Set([...html.matchAll(/assets\/([^"']+\.js)/g)].map((m) => m[1]!));
  const login = chunks.find((c) => /^login|session-login|account-login/i.test(c.file));
  if (login) named.add(login.file);
  return { chunks, signIn: chunks.filter((c) => named.has(c.file)) };
}

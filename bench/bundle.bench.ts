import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type Chunk = { file: string; bytes: number; gzip: number };

/**
 * Sizes of the built panel's JavaScript chunks, largest first. What a page really loads is
 * measured in Chromium through the real server (web.bench.ts).
 */
export function bundleSizes(dist: string): Chunk[] | undefined {
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
  return chunks;
}

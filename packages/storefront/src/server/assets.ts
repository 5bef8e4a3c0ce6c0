import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the built browser files are served. */
export const ASSETS_PREFIX = '/tienda/assets/';
const ENTRY = 'src/client.tsx';

/** The built entry and the chunks it imports, as URLs under /tienda/assets/. */
export type ShopAssets = { script: string; preloads: string[] };

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * Reads the Vite manifest of packages/storefront/dist once: `null` when there is no build (the
 * pages still render, without their script).
 */
export function loadShopAssets(dist: string): ShopAssets | null {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entry = manifest[ENTRY];
  if (!entry) return null;
  const url = (f: string) => ASSETS_PREFIX + f.replace(/^assets\//, '');
  const seen = new Set<string>();
  const walk = (key: string): string[] => {
    if (seen.has(key)) return [];
    seen.add(key);
    const chunk = manifest[key];
    return chunk ? [url(chunk.file), ...(chunk.imports ?? []).flatMap(walk)] : [];
  };
  const preloads = (entry.imports ?? []).flatMap(walk);
  return { script: url(entry.file), preloads };
}

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

/**
 * What /session/login really loads: the built panel is served from a throw-away static server
 * and opened in Chromium; every JavaScript response is counted at its gzip size. The API is not
 * running, so only the sign-in page's own code is measured (no signed-in shell).
 */
export async function signInPageScripts(dist: string): Promise<Chunk[] | undefined> {
  const { createServer } = await import('node:http');
  const { chromium } = await import('playwright-core');
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  try {
    statSync(executablePath);
    statSync(path.join(dist, 'index.html'));
  } catch {
    return undefined;
  }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(dist, url.pathname);
    let body: Buffer;
    try {
      body = statSync(file).isFile() ? readFileSync(file) : readFileSync(path.join(dist, 'index.html'));
    } catch {
      body = readFileSync(path.join(dist, 'index.html'));
    }
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    res.writeHead(url.pathname.startsWith('/api/') ? 404 : 200, { 'Content-Type': type });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname.replace(/^\//, ''));
    });
    await page.goto(`http://127.0.0.1:${port}/session/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button').first().waitFor();
    return [...scripts].map((file) => {
      const bytes = readFileSync(path.join(dist, file));
      return { file: path.basename(file), bytes: bytes.length, gzip: gzipSync(bytes).length };
    });
  } finally {
    await browser.close();
    server.close();
  }
}

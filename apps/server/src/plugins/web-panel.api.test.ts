import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/harness.ts';

// A tiny stand-in for apps/web/dist, laid out as the build lays it out: a hashed script under
// assets/ with the .br and .gz copies the build writes beside it, and index.html with its own.
const script = `export const greeting = ${JSON.stringify('hola '.repeat(400))};\n`;
const html = `<!doctype html><html lang="es"><head><title>Vitrina</title></head><body><div id="root"></div>${'<!-- -->'.repeat(200)}</body></html>`;

let webDist: string;
let t: TestApp;

function writeWithCopies(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'vitrina-web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeWithCopies(path.join(webDist, 'assets', 'index-Ab12Cd34.js'), script);
  writeWithCopies(path.join(webDist, 'index.html'), html);
  writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("push", () => {});\n');
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });

describe('the built panel is served compressed and cached by name', () => {
  it('sends the brotli copy of a hashed script to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file, still marked as varying, when no encoding is accepted', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(script);
  });

  it('has index.html checked on every visit, at / and at any page URL', async () => {
    for (const url of ['/', '/index.html', '/dashboard', '/shopping-list?page=2']) {
      const res = await get(url, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      const body =
        res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.rawPayload;
      expect(body.toString(), url).toBe(html);
    }
  });

  it('keeps files outside assets/ (not named by hash) revalidated', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing script or API path with a 404, not the page', async () => {
    const missing = await get('/assets/gone-00000000.js', { 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    const api = await get('/api/nothing-here', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toHaveProperty('message');
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROLES, type Store } from '@vitrina/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let storeId: number;
let catalogueId: number;
const ids: Record<string, number> = {};

/** A built storefront as Vite leaves it: the manifest, the entry and its gzip copy. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'vitrina-storefront-'));
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(dist, 'assets'));
  const manifest = { 'src/client.tsx': { file: 'assets/client-AbC123.js', isEntry: true } };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const js = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  writeFileSync(path.join(dist, 'assets', 'client-AbC123.js'), js);
  writeFileSync(path.join(dist, 'assets', 'client-AbC123.js.gz'), gzipSync(js));
  return dist;
}

beforeAll(async () => {
  t = await createTestApp({ env: { STOREFRONT_DIST: fakeBuild() } });
  storeId = (await t.login('tienda@vitrina.test')).store_id!;
  const as = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.injectAs(ROLES.CLIENT, { method, url, payload });
  const store = (await t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/store/mystore' })).json<Store>();
  await as('PATCH', `/api/store/${storeId}/web`, {
    web_store: 'la-esquina',
    template_id: store.templates[0]!.id,
  });
  catalogueId = (await as('POST', `/api/store/${storeId}/catalogues`, { name: 'Bebidas <frías>' })).json().id;
  for (const [name, price, quantity] of [
    ['Malta', 1.25, 7],
    ['Papelón con limón', 2, 0],
  ] as const)
    ids[name] = (
      await as('POST', `/api/catalogues/${catalogueId}/products`, { name, price, quantity })
    ).json().id;
  await as('POST', `/api/store/${storeId}/faqs`, { question: '¿Hacen delivery?', answer: 'Sí, en Chacao.' });
}, 60_000);
afterAll(async () => t?.close());

const page = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });
/** The page's HTML without its data (the texts of every page are in the data). */
const markup = (html: string) => html.slice(0, html.indexOf('<script id="shop-data"'));
/** The page's hydration data, as the browser reads it. */
const dataOf = (html: string) =>
  JSON.parse(/<script id="shop-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);

describe('GET /tienda/:web_store', () => {
  it('renders the store, its catalogue tabs, products in USD and VES, FAQs and the search form', async () => {
    const res = await page('/tienda/la-esquina');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = markup(res.body);
    expect(html).toMatch(/^<!doctype html><html lang="es" dir="ltr">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('Bebidas &lt;frías&gt;');
    expect(html).not.toContain('<frías>');
    expect(html).toContain(`href="/tienda/la-esquina?catalogo=${catalogueId}"`);
    expect(html).toContain(`href="/tienda/la-esquina/producto/${ids.Malta}"`);
    expect(html).toContain('Malta');
    expect(html).toMatch(/1,25 US\$/);
    expect(html).toContain('Agotado'); // the papelón has no stock
    expect(html).toContain('¿Hacen delivery?');
    expect(html).toMatch(/<form class="search" action="\/tienda\/la-esquina" method="get">/);
    expect(html.match(/<h1/g)).toHaveLength(1);
    // The built entry and the JSON data are the only scripts.
    const scripts = res.body.match(/<script[^>]*>/g);
    expect(scripts).toEqual([
      '<script type="module" src="/tienda/assets/client-AbC123.js">',
      '<script id="shop-data" type="application/json">',
    ]);
    const data = dataOf(res.body);
    expect(data.props.page).toBe('store');
    expect(data.texts.openNow).toBe('Abierto ahora');
    const rate = data.props.store.dollar_rate as number;
    const ves = new Intl.NumberFormat('es', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      Math.round(1.25 * rate * 100) / 100,
    );
    expect(html).toContain(`Bs. ${ves}`);
  });

  it('searches with ?q= (no JavaScript needed) and says so when nothing matches', async () => {
    const found = await page('/tienda/la-esquina?q=malta');
    expect(markup(found.body)).toContain('Resultados para «malta»');
    expect(markup(found.body)).toContain(`/producto/${ids.Malta}`);
    expect(markup(found.body)).not.toContain(`/producto/${ids['Papelón con limón']}`);
    const none = await page('/tienda/la-esquina?q=pizza');
    expect(markup(none.body)).toContain('No encontramos productos para «pizza».');
    expect(markup(none.body)).toContain('Ver todos los productos');
  });

  it('pages with "Ver más" (?cursor=) and starts over on a cursor that is not ours', async () => {
    const res = await page('/tienda/la-esquina');
    expect(markup(res.body)).not.toContain('Ver más productos'); // 2 products, one page
    const bad = await page('/tienda/la-esquina?cursor=%3Cnonsense%3E');
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain('Malta');
  });

  it("speaks the shopper's language: Accept-Language, ?lang= carried in links, Arabic right to left", async () => {
    const en = await page('/tienda/la-esquina', { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.body).toMatch(/<html lang="en" dir="ltr">/);
    expect(markup(en.body)).toContain('Search products');
    const ar = await page('/tienda/la-esquina?lang=ar', { 'accept-language': 'en' });
    expect(ar.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(markup(ar.body)).toContain(`href="/tienda/la-esquina/producto/${ids.Malta}?lang=ar"`);
    expect(dataOf(ar.body).lang).toBe('ar');
  });

  it('answers an unknown or malformed alias with a 404 page in the shopper’s language', async () => {
    for (const url of ['/tienda/no-existe', '/tienda/%3Cx%3E', '/tienda/assets']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(markup(res.body)).toContain('Página no encontrada');
    }
    const en = await page('/tienda/no-existe?lang=en');
    expect(markup(en.body)).toContain('This store does not exist');
  });
});

describe('GET /tienda/:web_store/producto/:id and /carrito', () => {
  it('renders the product with its price, stock left and the no-JavaScript note', async () => {
    const res = await page(`/tienda/la-esquina/producto/${ids.Malta}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Malta</h1>');
    const html = markup(res.body);
    expect(html).toContain('Quedan 7 unidades');
    expect(html).toContain('Agregar al carrito');
    expect(html).toMatch(/<noscript><p class="alert">Para usar el carrito activa JavaScript/);
    expect(html).toContain('href="/tienda/la-esquina"');
  });

  it('404s a product of no store of this alias, or not a number', async () => {
    for (const url of [
      '/tienda/la-esquina/producto/999999',
      '/tienda/la-esquina/producto/abc',
      '/tienda/otra/producto/1',
    ])
      expect((await page(url)).statusCode, url).toBe(404);
  });

  it('renders the cart page with the store’s accounts and rate in its data', async () => {
    const res = await page('/tienda/la-esquina/carrito');
    expect(res.statusCode).toBe(200);
    expect(markup(res.body)).toContain('<h1>Tu carrito</h1>');
    const data = dataOf(res.body);
    expect(data.props.page).toBe('cart');
    expect(Array.isArray(data.props.payment.accounts)).toBe(true);
    expect(typeof data.props.payment.dollar_rate).toBe('number');
  });
});

describe('built files and the push worker', () => {
  it('serves the hashed entry for good, precompressed when the browser takes gzip', async () => {
    const res = await page('/tienda/assets/client-AbC123.js', { 'accept-encoding': 'gzip, deflate' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-type']).toContain('javascript');
    const plain = await page('/tienda/assets/client-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
    expect((await page('/tienda/assets/other.js')).statusCode).toBe(404);
    expect((await page('/tienda/assets/client-AbC123.js.gz')).statusCode).toBe(404);
  });

  it('serves the service worker at /tienda/sw.js, showing pushed notices', async () => {
    const res = await page('/tienda/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toContain("addEventListener('push'");
    expect(res.body).toContain('showNotification');
  });
});

describe('without a build', () => {
  it('still renders the pages on the server, with the data and no script to load', async () => {
    const bare = await createTestApp({ env: { STOREFRONT_DIST: path.join(tmpdir(), 'no-storefront-here') } });
    try {
      const res = await bare.inject({ method: 'GET', url: '/tienda/no-existe' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Página no encontrada');
      expect(res.body.match(/<script[^>]*>/g)).toEqual(['<script id="shop-data" type="application/json">']);
    } finally {
      await bare.close();
    }
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PURCHASE_STATUS, ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { ALIAS, shopFixture } from '#server/test/shop.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof shopFixture>>;
const ids: Record<string, number> = {};
const STORE = `/tienda/${ALIAS}`;

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
  f = await shopFixture(t);
  const as = (url: string, payload: object) => t.injectAs(ROLES.CLIENT, { method: 'POST', url, payload });
  ids.Malta = f.malta.id;
  ids.Queso = f.last.id;
  ids.papelon = (
    await as(`/api/catalogues/${f.drinks.id}/products`, { name: 'Papelón <frío>', price: 2, quantity: 0 })
  ).json().id;
  await as(`/api/store/${f.storeId}/faqs`, { question: '¿Hacen delivery?', answer: 'Sí, en Chacao.' });
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
    const res = await page(`${STORE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // The bot's Mini App opens this page inside Telegram's web client, which frames it.
    expect(res.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://web.telegram.org",
    );
    expect(res.headers['x-frame-options']).toBeUndefined();
    const html = markup(res.body);
    expect(html).toMatch(/^<!doctype html><html lang="es" dir="ltr">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('Papelón &lt;frío&gt;');
    expect(html).not.toContain('<frío>');
    expect(html).toContain(`href="${STORE}?catalogo=${f.drinks.id}"`);
    expect(html).toContain(`href="${STORE}/producto/${ids.Malta}"`);
    expect(html).toContain('Malta');
    expect(html).toMatch(/1,25\sUS\$/);
    expect(html).toContain('Agotado'); // the papelón has no stock
    expect(html).toContain('¿Hacen delivery?');
    expect(html).toContain(`<form class="search" action="${STORE}" method="get">`);
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
    expect(html).toContain(`Bs.\u00a0${ves}`);
  });

  it('searches with ?q= (no JavaScript needed) and says so when nothing matches', async () => {
    const found = await page(`${STORE}?q=malta`);
    expect(markup(found.body)).toContain('Resultados para «malta»');
    expect(markup(found.body)).toContain(`/producto/${ids.Malta}`);
    expect(markup(found.body)).not.toContain(`/producto/${ids.papelon}`);
    const none = await page(`${STORE}?q=pizza`);
    expect(markup(none.body)).toContain('No encontramos productos para «pizza».');
    expect(markup(none.body)).toContain('Ver todos los productos');
  });

  it('pages with "Ver más" (?cursor=) and starts over on a cursor that is not ours', async () => {
    const res = await page(`${STORE}`);
    expect(markup(res.body)).not.toContain('Ver más productos'); // 2 products, one page
    const bad = await page(`${STORE}?cursor=%3Cnonsense%3E`);
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain('Malta');
  });

  it("speaks the shopper's language: Accept-Language, ?lang= carried in links, Arabic right to left", async () => {
    const en = await page(`${STORE}`, { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.body).toMatch(/<html lang="en" dir="ltr">/);
    expect(markup(en.body)).toContain('Search products');
    const ar = await page(`${STORE}?lang=ar`, { 'accept-language': 'en' });
    expect(ar.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(markup(ar.body)).toContain(`href="${STORE}/producto/${ids.Malta}?lang=ar"`);
    expect(dataOf(ar.body).lang).toBe('ar');
  });

  it('says at what rate the bolívares are and since when, in the store’s zone and the shopper’s language', async () => {
    const set = await t.injectAs(ROLES.ADMIN, {
      method: 'PUT',
      url: '/api/plans/dollar-rate',
      payload: { dollarRate: 36.52 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const res = await page(STORE);
    const { store, rateSince } = dataOf(res.body).props;
    expect(store.dollar_rate).toBe(36.52);
    const written = (lang: string) =>
      new Intl.DateTimeFormat(lang, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: store.time_zone,
      }).format(new Date(store.dollar_rate_at));
    expect(rateSince).toBe(written('es'));
    expect(markup(res.body)).toContain(`Precios en Bs. a 36,52 por dólar, vigente desde el ${written('es')}`);
    const product = await page(`${STORE}/producto/${ids.Malta}?lang=en`);
    expect(markup(product.body)).toContain(
      `Prices in Bs. at 36.52 per dollar, in effect since ${written('en')}`,
    );
    // The cart's payment step (drawn in the browser) gets the accounts' rate time, written the same way.
    const cart = dataOf((await page(`${STORE}/carrito`)).body).props;
    expect(cart.payment.dollar_rate_at).toBe(store.dollar_rate_at);
    expect(cart.rateSince).toBe(written('es'));
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
    const res = await page(`${STORE}/producto/${ids.Malta}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Malta</h1>');
    const html = markup(res.body);
    expect(html).toContain('Quedan 100 unidades');
    const last = markup((await page(`${STORE}/producto/${ids.Queso}`)).body);
    expect(last).toContain('Queda 1 unidad');
    expect(html).toContain('Agregar al carrito');
    expect(html).toMatch(/<noscript><p class="alert">Para usar el carrito activa JavaScript/);
    expect(html).toContain(`href="${STORE}"`);
  });

  it('404s a product of no store of this alias, or not a number', async () => {
    for (const url of [`${STORE}/producto/999999`, `${STORE}/producto/abc`, '/tienda/otra/producto/1'])
      expect((await page(url)).statusCode, url).toBe(404);
  });

  it('renders the cart page with the store’s accounts and rate in its data', async () => {
    const res = await page(`${STORE}/carrito`);
    expect(res.statusCode).toBe(200);
    expect(markup(res.body)).toContain('<h1>Tu carrito</h1>');
    const data = dataOf(res.body);
    expect(data.props.page).toBe('cart');
    expect(Array.isArray(data.props.payment.accounts)).toBe(true);
    expect(typeof data.props.payment.dollar_rate).toBe('number');
    // Venezuela's states and cities, which the delivery routes are priced by.
    const miranda = data.props.places.states.find((s: { name: string }) => s.name.includes('Miranda'));
    expect(miranda.cities.map((c: { name: string }) => c.name)).toContain('Chacao');
  });
});

describe('GET /tienda/pedido/:token', () => {
  const placeOrder = async () => {
    const res = await f.checkout({
      lines: [{ product_id: f.arepa.id, quantity: 2, extra_ids: [f.cheese.id] }],
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json() as { id: number; token: string };
  };

  it('shows the private order: items with extras, totals, state in the shopper’s words, never indexed', async () => {
    const { id, token } = await placeOrder();
    const res = await page(`/tienda/pedido/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const html = markup(res.body);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`Pedido n.º ${id}`);
    expect(html).toContain('Arepa reina pepiada');
    expect(html).toContain('Con: Queso extra (+\u20660,75\u00a0US$\u2069)');
    expect(html).toContain('8,50\u00a0US$'); // (3.50 + 0.75) × 2
    expect(html).toContain('Recibimos tu pedido; estamos revisando tu pago');
    expect(html).toContain('Pago por verificar');
    expect(html).not.toContain('Lo recibí');
    const en = markup((await page(`/tienda/pedido/${token}?lang=en`)).body);
    expect(en).toContain('We got your order; we are checking your payment');
  });

  it('takes "Lo recibí" once delivered, without JavaScript: a form post and back to the page', async () => {
    const { token } = await placeOrder();
    await t.database.db.execute(
      sql`update bills set status = ${PURCHASE_STATUS.DELIVERED}, payment_status = 1 where order_token_hash is not null and status = ${PURCHASE_STATUS.NOT_VERIFIED}`,
    );
    const delivered = markup((await page(`/tienda/pedido/${token}`)).body);
    expect(delivered).toContain(`action="/tienda/pedido/${token}/recibido"`);
    expect(delivered).toContain('Lo recibí');
    const res = await t.inject({
      method: 'POST',
      url: `/tienda/pedido/${token}/recibido?lang=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(303);
    expect(res.headers.location).toBe(`/tienda/pedido/${token}?lang=en`);
    const after = markup((await page(`/tienda/pedido/${token}`)).body);
    expect(after).toContain('¡Gracias! Confirmaste que recibiste tu pedido.');
    expect(after).not.toContain('/recibido"');
    // A second post changes nothing and still comes back.
    const again = await t.inject({ method: 'POST', url: `/tienda/pedido/${token}/recibido` });
    expect(again.statusCode).toBe(303);
  });

  it('answers an unknown or malformed token with a 404 page', async () => {
    for (const url of [
      '/tienda/pedido/AAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '/tienda/pedido/short',
      '/tienda/pedido/%3Cx%3E',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(markup(res.body)).toContain('No encontramos este pedido');
    }
    const post = await t.inject({
      method: 'POST',
      url: '/tienda/pedido/AAAAAAAAAAAAAAAAAAAAAAAAAAAA/recibido',
    });
    expect(post.statusCode).toBe(404);
  });
});

describe('built files and the push worker', () => {
  it('sends pages compressed to a browser that takes it', async () => {
    const br = await page(STORE, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Preguntas frecuentes');
    const gz = await page(STORE, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('Preguntas frecuentes');
    expect(br.headers.vary).toContain('Accept-Encoding');
  });

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

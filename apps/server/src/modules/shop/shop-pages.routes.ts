import { pickLanguage } from '@vitrina/contract';
import { loadShopAssets, type PageProps, type Places, renderShopPage, textsOf } from '@vitrina/storefront';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/errors.ts';
import { formatDateTime } from '#server/lib/format.ts';
import { createGeoService } from '#server/modules/geo/geo.service.ts';
import type { ShopService } from './shop.service.ts';
import { compressed, shopFiles } from './shop-files.routes.ts';

const ALIAS = /^[A-Za-z0-9_-]{1,60}$/;
const ID = /^[1-9]\d{0,8}$/;
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;
type Req = FastifyRequest<{
  Params: Record<string, string>;
  Querystring: Record<string, string | undefined>;
}>;

/** Venezuela's states and their cities, which delivery routes are priced by (read once). */
async function venezuelanPlaces(): Promise<Places | null> {
  const geo = createGeoService();
  const ve = (await geo.countries()).find((c) => c.iso2 === 'VE');
  if (!ve) return null;
  const states = await geo.states(ve.id);
  const cities = await Promise.all(states.map((st) => geo.cities(st.id)));
  return {
    country_id: ve.id,
    states: states.map((st, i) => ({
      id: st.id,
      name: st.name,
      cities: cities[i]!.map((c) => ({ id: c.id, name: c.name })),
    })),
  };
}

/** Throws anything but a 404, which comes back as `undefined`. */
async function found<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return undefined;
    throw err;
  }
}

/**
 * The storefront's server-rendered pages (React on the server, hydrated by one script):
 * /tienda/:web_store, …/producto/:id, …/carrito, the private /tienda/pedido/:token (and its
 * "Lo recibí" form), the built script under /tienda/assets/ and the push worker /tienda/sw.js.
 */
export const shopPages: FastifyPluginAsync<{ shop: ShopService }> = async (app, { shop }) => {
  const { storefront, orders } = shop;
  const assets = loadShopAssets(shop.storefrontDist);
  let places: Promise<Places | null> | undefined;
  const route = { config: { access: 'public' as const }, schema: { hide: true } };
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded'))
    // The "Lo recibí" form sends no fields.
    app.addContentTypeParser('application/x-www-form-urlencoded', { bodyLimit: 1024 }, (_r, _b, done) =>
      done(null, {}),
    );

  const languageOf = (req: Req) => {
    const { lang, chosen } = pickLanguage(req.query, req.headers['accept-language']);
    return { lang, langQuery: chosen ? `?lang=${lang}` : '' };
  };
  const send = (req: Req, reply: FastifyReply, status: number, props: PageProps, cache = 'no-cache') => {
    const { lang, langQuery } = languageOf(req);
    const html = renderShopPage({ props, lang, langQuery, texts: textsOf(lang) }, assets);
    const { body, encoding } = compressed(req, html);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', cache)
      .header('vary', 'Accept-Language, Accept-Encoding')
      .send(body);
  };
  /** Since when a rate is in force (`at`), as the shopper reads it in the store's zone; null: the default rate. */
  const rateSince = (req: Req, at: string | null, timeZone: string) =>
    at === null ? null : formatDateTime(at, { lang: languageOf(req).lang, timeZone, style: 'medium' });
  const notFoundPage = (req: Req, reply: FastifyReply, what: 'store' | 'order') =>
    send(req, reply, 404, { page: 'notFound', what }, 'no-store');
  const storeOf = (alias: string | undefined) =>
    alias && ALIAS.test(alias) ? found(storefront.store(alias)) : Promise.resolve(undefined);

  app.get('/tienda/:web_store', route, async (req: Req, reply) => {
    const store = await storeOf(req.params.web_store);
    if (!store) return notFoundPage(req, reply, 'store');
    const catalogo = req.query.catalogo ?? '';
    const catalogueId = ID.test(catalogo) ? Number(catalogo) : null;
    const q = (req.query.q ?? '').trim().slice(0, 100);
    const cursor = (req.query.cursor ?? '').slice(0, 200) || undefined;
    const query = { catalogue_id: catalogueId ?? undefined, q: q || undefined };
    // A cursor that is not ours (edited by hand) starts the list again.
    const products = await storefront
      .productsOf(store.id, { ...query, cursor })
      .catch((err) =>
        err instanceof AppError && err.statusCode === 422
          ? storefront.productsOf(store.id, query)
          : Promise.reject(err),
      );
    const since = rateSince(req, store.dollar_rate_at, store.time_zone);
    return send(req, reply, 200, { page: 'store', store, products, catalogueId, q, rateSince: since });
  });

  app.get('/tienda/:web_store/producto/:id', route, async (req: Req, reply) => {
    const store = await storeOf(req.params.web_store);
    const id = req.params.id ?? '';
    const product =
      store && ID.test(id) ? await found(storefront.productOf(store.id, Number(id))) : undefined;
    if (!store || !product) return notFoundPage(req, reply, 'store');
    const since = rateSince(req, store.dollar_rate_at, store.time_zone);
    return send(req, reply, 200, { page: 'product', store, product, rateSince: since });
  });

  app.get('/tienda/:web_store/carrito', route, async (req: Req, reply) => {
    const store = await storeOf(req.params.web_store);
    if (!store) return notFoundPage(req, reply, 'store');
    places ??= venezuelanPlaces();
    const [payment, where] = await Promise.all([storefront.accountsOf(store.id), places]);
    // The payment step shows the accounts' rate: its own time.
    const since = rateSince(req, payment.dollar_rate_at, store.time_zone);
    return send(req, reply, 200, { page: 'cart', store, payment, places: where, rateSince: since });
  });

  const orderOf = (token: string | undefined) =>
    token && TOKEN.test(token) ? found(orders.order(token)) : Promise.resolve(undefined);

  app.get('/tienda/pedido/:token', route, async (req: Req, reply) => {
    const token = req.params.token ?? '';
    const order = await orderOf(token);
    reply.header('referrer-policy', 'no-referrer');
    if (!order) return notFoundPage(req, reply, 'order');
    const { lang } = languageOf(req);
    const at = (iso: string) =>
      formatDateTime(iso, { lang, timeZone: order.store.time_zone, style: 'medium' });
    const props = {
      page: 'order' as const,
      token,
      order,
      placedOn: at(order.created_at),
      expiresOn: order.expires_at && at(order.expires_at),
      historyAt: order.history.map((h) => at(h.at)),
    };
    return send(req, reply, 200, props, 'no-store');
  });

  // "Lo recibí" without JavaScript: the form posts here and comes back to the order page.
  app.post('/tienda/pedido/:token/recibido', route, async (req: Req, reply) => {
    const token = req.params.token ?? '';
    if (!(await orderOf(token))) return notFoundPage(req, reply, 'order');
    try {
      await orders.received(token);
    } catch (err) {
      // Not deliverable now (already received, not yet delivered): the page says where it stands.
      if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
    }
    return reply.redirect(`/tienda/pedido/${token}${languageOf(req).langQuery}`, 303);
  });
  await app.register(shopFiles, { dist: shop.storefrontDist });
};

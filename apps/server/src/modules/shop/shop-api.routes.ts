import {
  checkoutBody,
  checkoutReply,
  messageReply,
  orderTokenParams,
  pushSubscriptionBody,
  shopAccountsReply,
  shopOrderSchema,
  shopProductParams,
  shopProductSchema,
  shopProductsQuery,
  shopProductsReply,
  shopQuoteBody,
  shopQuoteReply,
  shopStoreSchema,
  webStoreParams,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_IMAGE_BYTES } from '../../lib/files.ts';
import { formBody, pictureOf } from '../../lib/multipart.ts';
import { endpoint } from '../../lib/route.ts';
import { createCheckoutService } from './checkout.service.ts';
import { createOrdersService } from './orders.service.ts';
import type { ShopDeps } from './shop.routes.ts';
import { shopTexts } from './shop.texts.ts';
import { createStorefrontService } from './storefront.service.ts';

/** Orders one address may attempt in ORDER_WINDOW seconds. */
export const ORDERS_PER_WINDOW = 20;
const ORDER_WINDOW = 600;
// A checkout form: about twenty fields and the proof.
const orderForm = formBody({ file: 'proof', limits: { fields: 40, files: 2, fileSize: MAX_IMAGE_BYTES } });

/** The storefront's JSON API: the store, its products, accounts, a cart's quote, the checkout and the shopper's order. */
export const shopApiRoutes: FastifyPluginAsyncZod<{ deps: ShopDeps }> = async (app, { deps }) => {
  const storefront = createStorefrontService(deps);
  const checkout = createCheckoutService(deps);
  const orders = createOrdersService(deps);
  const tag = 'shop';

  app.get(
    '/shop/:web_store',
    endpoint('public', tag, 'A store as its shoppers see it', {
      params: webStoreParams,
      reply: shopStoreSchema,
    }),
    (req) => storefront.store(req.params.web_store),
  );
  app.get(
    '/shop/:web_store/products',
    endpoint('public', tag, "A store's active products (a catalogue's, a search's), keyset-paged", {
      params: webStoreParams,
      querystring: shopProductsQuery,
      reply: shopProductsReply,
    }),
    (req) => storefront.products(req.params.web_store, req.query),
  );
  app.get(
    '/shop/:web_store/products/:id',
    endpoint('public', tag, 'An active product with its pictures and extras', {
      params: shopProductParams,
      reply: shopProductSchema,
    }),
    (req) => storefront.product(req.params.web_store, req.params.id),
  );
  app.get(
    '/shop/:web_store/accounts',
    endpoint('public', tag, "The store's accounts and the dollar rate", {
      params: webStoreParams,
      reply: shopAccountsReply,
    }),
    (req) => storefront.accounts(req.params.web_store),
  );
  app.post(
    '/shop/:web_store/quote',
    endpoint('public', tag, "A cart's subtotal and shipping offers, priced by the server", {
      params: webStoreParams,
      body: shopQuoteBody,
      reply: shopQuoteReply,
    }),
    (req) => storefront.quote(req.params.web_store, req.body),
  );
  app.post(
    '/shop/:web_store/orders',
    {
      ...endpoint('public', tag, 'Place an order with the proof of a transfer (multipart `proof`)', {
        params: webStoreParams,
        body: checkoutBody,
        reply: checkoutReply,
        status: 201,
      }),
      // The throttle comes before the upload is read; the form's fields become the body.
      preValidation: async (req) => {
        await deps.limits.count(`shop-order:${req.ip}`, ORDERS_PER_WINDOW, ORDER_WINDOW);
        await orderForm(req);
      },
    },
    async (req, reply) => {
      const placed = await checkout.checkout(req.params.web_store, req.body, pictureOf(req));
      return reply.status(201).send(placed);
    },
  );
  app.get(
    '/shop/orders/:token',
    endpoint('public', tag, "A shopper's own order, by its private token", {
      params: orderTokenParams,
      reply: shopOrderSchema,
    }),
    (req) => orders.order(req.params.token),
  );
  app.post(
    '/shop/orders/:token/received',
    endpoint('public', tag, 'The shopper confirms the delivered order was received', {
      params: orderTokenParams,
      reply: shopOrderSchema,
    }),
    (req) => orders.received(req.params.token),
  );
  app.post(
    '/shop/orders/:token/push',
    endpoint('public', tag, "Follow the order's status changes on this device (web push)", {
      params: orderTokenParams,
      body: pushSubscriptionBody,
      reply: messageReply,
    }),
    async (req) => {
      await orders.follow(req.params.token, req.body);
      return { message: shopTexts.following };
    },
  );
};

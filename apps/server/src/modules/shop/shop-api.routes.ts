import {
  checkoutBody,
  checkoutReply,
  messageReply,
  orderProofBody,
  orderProofReply,
  orderTokenParams,
  pushSubscriptionBody,
  shopAccountsReply,
  shopOrderCheckBody,
  shopOrderCheckReply,
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
import { MAX_IMAGE_BYTES } from '#server/lib/files.ts';
import { formBody, pictureOf } from '#server/lib/multipart.ts';
import { routesOf } from '#server/lib/route.ts';
import type { ShopService } from './shop.service.ts';
import { shopTexts } from './shop.texts.ts';

/** Orders one address may attempt in ORDER_WINDOW seconds. */
export const ORDERS_PER_WINDOW = 20;
const ORDER_WINDOW = 600;
// A checkout form: about twenty fields and the proof.
const proofForm = formBody({ file: 'proof', limits: { fields: 5, files: 1, fileSize: MAX_IMAGE_BYTES } });
const orderForm = formBody({ file: 'proof', limits: { fields: 40, files: 2, fileSize: MAX_IMAGE_BYTES } });

/** The storefront's JSON API: the store, its products, accounts, a cart's quote, the checkout and the shopper's order. */
export const shopApiRoutes: FastifyPluginAsyncZod<{ shop: ShopService }> = async (app, { shop }) => {
  const api = routesOf(app, 'shop');
  const { storefront, checkout, orders } = shop;

  api.get('/shop/:web_store', {
    access: 'public',
    summary: 'A store as its shoppers see it',
    params: webStoreParams,
    reply: shopStoreSchema,
    handler: (req) => storefront.store(req.params.web_store),
  });
  api.get('/shop/:web_store/products', {
    access: 'public',
    summary: "A store's active products (a catalogue's, a search's), keyset-paged",
    params: webStoreParams,
    querystring: shopProductsQuery,
    reply: shopProductsReply,
    handler: (req) => storefront.products(req.params.web_store, req.query),
  });
  api.get('/shop/:web_store/products/:id', {
    access: 'public',
    summary: 'An active product with its pictures and extras',
    params: shopProductParams,
    reply: shopProductSchema,
    handler: (req) => storefront.product(req.params.web_store, req.params.id),
  });
  api.get('/shop/:web_store/accounts', {
    access: 'public',
    summary: "The store's accounts and the dollar rate",
    params: webStoreParams,
    reply: shopAccountsReply,
    handler: (req) => storefront.accounts(req.params.web_store),
  });
  api.post('/shop/:web_store/quote', {
    access: 'public',
    summary: "A cart's subtotal and shipping offers, priced by the server",
    params: webStoreParams,
    body: shopQuoteBody,
    reply: shopQuoteReply,
    handler: (req) => storefront.quote(req.params.web_store, req.body),
  });
  api.post('/shop/:web_store/order-check', {
    access: 'public',
    summary: 'Whether a cart can be ordered now, asked before the payment step (409 with the reason)',
    params: webStoreParams,
    body: shopOrderCheckBody,
    reply: shopOrderCheckReply,
    handler: (req) => storefront.orderCheck(req.params.web_store, req.body),
  });
  api.post('/shop/:web_store/orders', {
    access: 'public',
    limited: true,
    summary: 'Place an order with the proof of a transfer (multipart `proof`)',
    params: webStoreParams,
    body: checkoutBody,
    reply: checkoutReply,
    status: 201,
    upload: { file: 'proof' },
    // The throttle comes before the upload is read; the form's fields become the body.
    preValidation: async (req) => {
      await shop.limits.count(`shop-order:${req.ip}`, ORDERS_PER_WINDOW, ORDER_WINDOW);
      await orderForm(req);
    },
    handler: (req) => checkout.checkout(req.params.web_store, req.body, pictureOf(req)),
  });
  api.get('/shop/orders/:token', {
    access: 'public',
    summary: "A shopper's own order, by its private token",
    params: orderTokenParams,
    reply: shopOrderSchema,
    handler: (req) => orders.order(req.params.token),
  });
  api.post('/shop/orders/:token/proof', {
    access: 'public',
    summary:
      "The transfer's reference and proof (multipart `proof`) of an order placed to pay later, while it waits for them (409 after)",
    params: orderTokenParams,
    body: orderProofBody,
    reply: orderProofReply,
    upload: { file: 'proof' },
    preValidation: proofForm,
    handler: (req) => orders.sendProof(req.params.token, req.body, pictureOf(req)),
  });
  api.post('/shop/orders/:token/received', {
    access: 'public',
    summary: 'The shopper confirms the delivered order was received',
    params: orderTokenParams,
    reply: shopOrderSchema,
    handler: (req) => orders.received(req.params.token),
  });
  api.post('/shop/orders/:token/push', {
    access: 'public',
    summary: "Follow the order's status changes on this device (web push)",
    params: orderTokenParams,
    body: pushSubscriptionBody,
    reply: messageReply,
    handler: async (req) => {
      await orders.follow(req.params.token, req.body);
      return { message: shopTexts.following };
    },
  });
};

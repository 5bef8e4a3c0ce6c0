import {
  adminBroadcastBody,
  botsMessageBody,
  botsMessageReply,
  clientParams,
  clientStoreParams,
  customerMessageBody,
  customerNotificationBody,
  productParams,
  promotionBody,
  sendReply,
  storeBroadcastBody,
  storeParams,
  storeProductParams,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formBody, pictureOf } from '#server/lib/multipart.ts';
import { routesOf } from '#server/lib/route.ts';
import { callers, principalOf } from '#server/plugins/access.ts';
import type { AdminSendsService } from './admin-sends.service.ts';
import type { SendsService } from './sends.service.ts';
import { textAs } from './uploads.ts';

const imageNote = ' (JSON, or multipart with an optional picture in `image`: JPEG, PNG or WEBP up to 5 MB)';

/** SPEC.md §7 Messaging: every send is a campaign and answers its id and recipients. */
export const messagingRoutes: FastifyPluginAsyncZod<{
  sends: SendsService;
  adminSends: AdminSendsService;
}> = async (app, { sends, adminSends }) => {
  const api = routesOf(app, 'messaging');
  api.post('/sendMessage', {
    access: callers.admin,
    summary: 'Send a message to all store owners (e-mail and web push)',
    body: adminBroadcastBody,
    reply: sendReply,
    handler: (req) => adminSends.broadcast(principalOf(req), req.body.text),
  });
  api.post('/sendMessage/bots', {
    access: callers.admin,
    summary: "Send a text to every store's Telegram customers, through each store's bot",
    body: botsMessageBody,
    reply: botsMessageReply,
    handler: (req) => adminSends.bots(principalOf(req), req.body.payload.text),
  });
  api.post('/sendMessage/:clientId', {
    access: callers.owner,
    summary: 'Send a text to one customer of the store (Telegram, or e-mail for a web customer)',
    params: clientParams,
    body: customerMessageBody,
    reply: sendReply,
    handler: (req) => sends.sendMessage(principalOf(req), req.params.clientId, req.body.text),
  });
  api.post('/sendImage/:clientId', {
    access: callers.owner,
    summary: 'Send a picture with a text to one customer (multipart text and image)',
    upload: { file: 'image' },
    params: clientParams,
    body: customerMessageBody,
    reply: sendReply,
    preValidation: formBody({ required: true, fields: textAs('text') }),
    handler: (req) => sends.sendMessage(principalOf(req), req.params.clientId, req.body.text, pictureOf(req)),
  });
  api.post('/store/send_notification/:clientId/:storeId', {
    access: callers.owner,
    summary: `Send a message to one customer of the store${imageNote}`,
    params: clientStoreParams,
    body: customerNotificationBody,
    reply: sendReply,
    upload: { file: 'image', json: true },
    preValidation: formBody({ fields: textAs('message') }),
    handler: (req) =>
      sends.sendNotification(
        principalOf(req),
        req.params.clientId,
        req.params.storeId,
        req.body.message,
        pictureOf(req),
      ),
  });
  api.post('/store/store_broadcast/:storeId', {
    access: callers.owner,
    summary: `Send a message to every reachable customer of the store${imageNote}`,
    params: storeParams,
    body: storeBroadcastBody,
    reply: sendReply,
    upload: { file: 'image', json: true },
    preValidation: formBody({ fields: textAs('message') }),
    handler: (req) => sends.broadcast(principalOf(req), req.params.storeId, req.body.message, pictureOf(req)),
  });
  api.post('/products/:productId/sendpromo', {
    access: callers.owner,
    summary: "Promote a product to the store's Telegram customers (photo, price, order button)",
    params: productParams,
    body: promotionBody,
    reply: sendReply,
    handler: (req) => sends.sendPromo(principalOf(req), req.params.productId, req.body.text),
  });
  api.post('/store/product_broadcast/:storeId/:productId', {
    access: callers.owner,
    summary: "Promote a product to the store's web customers (e-mail)",
    params: storeProductParams,
    body: promotionBody,
    reply: sendReply,
    handler: (req) =>
      sends.productBroadcast(principalOf(req), req.params.storeId, req.params.productId, req.body.text),
  });
};

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
  ROLES,
  sendReply,
  storeBroadcastBody,
  storeParams,
  storeProductParams,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formBody, pictureOf } from '../../lib/multipart.ts';
import { endpoint } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import type { AdminSendsService } from './admin-sends.service.ts';
import type { SendsService } from './sends.service.ts';
import { textAs } from './uploads.ts';

const owner = [ROLES.CLIENT] as const;
const admin = [ROLES.ADMIN] as const;
const imageNote = ' (JSON, or multipart with an optional picture in `image`: JPEG, PNG or WEBP up to 5 MB)';

/** SPEC.md §7 Messaging: every send is a campaign and answers its id and recipients. */
export const messagingRoutes: FastifyPluginAsyncZod<{
  sends: SendsService;
  adminSends: AdminSendsService;
}> = async (app, { sends, adminSends }) => {
  app.post(
    '/sendMessage',
    endpoint(admin, 'messaging', 'Send a message to all store owners (e-mail and web push)', {
      body: adminBroadcastBody,
      reply: sendReply,
    }),
    (req) => adminSends.broadcast(principalOf(req), req.body.text),
  );
  app.post(
    '/sendMessage/bots',
    endpoint(
      admin,
      'messaging',
      "Send a text to every store's Telegram customers, through each store's bot",
      {
        body: botsMessageBody,
        reply: botsMessageReply,
      },
    ),
    (req) => adminSends.bots(principalOf(req), req.body.payload.text),
  );
  app.post(
    '/sendMessage/:clientId',
    endpoint(
      owner,
      'messaging',
      'Send a text to one customer of the store (Telegram, or e-mail for a web customer)',
      {
        params: clientParams,
        body: customerMessageBody,
        reply: sendReply,
      },
    ),
    (req) => sends.sendMessage(principalOf(req), req.params.clientId, req.body.text),
  );
  app.post(
    '/sendImage/:clientId',
    {
      ...endpoint(
        owner,
        'messaging',
        'Send a picture with a text to one customer (multipart text and image)',
        {
          params: clientParams,
          body: customerMessageBody,
          reply: sendReply,
        },
      ),
      preValidation: formBody({ required: true, fields: textAs('text') }),
    },
    (req) => sends.sendMessage(principalOf(req), req.params.clientId, req.body.text, pictureOf(req)),
  );
  app.post(
    '/store/send_notification/:clientId/:storeId',
    {
      ...endpoint(owner, 'messaging', `Send a message to one customer of the store${imageNote}`, {
        params: clientStoreParams,
        body: customerNotificationBody,
        reply: sendReply,
      }),
      preValidation: formBody({ fields: textAs('message') }),
    },
    (req) =>
      sends.sendNotification(
        principalOf(req),
        req.params.clientId,
        req.params.storeId,
        req.body.message,
        pictureOf(req),
      ),
  );
  app.post(
    '/store/store_broadcast/:storeId',
    {
      ...endpoint(owner, 'messaging', `Send a message to every reachable customer of the store${imageNote}`, {
        params: storeParams,
        body: storeBroadcastBody,
        reply: sendReply,
      }),
      preValidation: formBody({ fields: textAs('message') }),
    },
    (req) => sends.broadcast(principalOf(req), req.params.storeId, req.body.message, pictureOf(req)),
  );
  app.post(
    '/products/:productId/sendpromo',
    endpoint(
      owner,
      'messaging',
      "Promote a product to the store's Telegram customers (photo, price, order button)",
      {
        params: productParams,
        body: promotionBody,
        reply: sendReply,
      },
    ),
    (req) => sends.sendPromo(principalOf(req), req.params.productId, req.body.text),
  );
  app.post(
    '/store/product_broadcast/:storeId/:productId',
    endpoint(owner, 'messaging', "Promote a product to the store's web customers (e-mail)", {
      params: storeProductParams,
      body: promotionBody,
      reply: sendReply,
    }),
    (req) =>
      sends.productBroadcast(principalOf(req), req.params.storeId, req.params.productId, req.body.text),
  );
};

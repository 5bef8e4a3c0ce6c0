import { messageReply, pushSubscriptionBody, vapidKeyReply } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf, saying } from '#server/lib/route.ts';
import { callers, principalOf } from '#server/plugins/access.ts';
import type { PushService } from './push.service.ts';

export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService; publicKey: string }> = async (
  app,
  { push, publicKey },
) => {
  const api = routesOf(app, 'push');
  // Cashiers get new-sale alerts on their devices too.
  api.get('/push/vapid-public-key', {
    access: callers.staff,
    summary: 'Public VAPID key for subscribing a device',
    reply: vapidKeyReply,
    handler: () => ({ publicKey }),
  });
  api.post('/store/admin_subscription', {
    access: callers.staff,
    summary: "Subscribe the store owner's or a cashier's device to web push notifications",
    body: pushSubscriptionBody,
    reply: messageReply,
    handler: (req) => push.subscribe(principalOf(req), req.body).then(saying('Notificaciones activadas')),
  });
};

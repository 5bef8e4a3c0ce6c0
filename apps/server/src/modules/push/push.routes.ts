import { messageReply, pushSubscriptionBody, ROLES, vapidKeyReply } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint, saying } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import type { PushService } from './push.service.ts';

// Cashiers get new-sale alerts on their devices too.
const staff = [ROLES.CLIENT, ROLES.CASHIER] as const;

export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService; publicKey: string }> = async (
  app,
  { push, publicKey },
) => {
  app.get(
    '/push/vapid-public-key',
    endpoint(staff, 'push', 'Public VAPID key for subscribing a device', { reply: vapidKeyReply }),
    () => ({ publicKey }),
  );
  app.post(
    '/store/admin_subscription',
    endpoint(staff, 'push', "Subscribe the store owner's or a cashier's device to web push notifications", {
      body: pushSubscriptionBody,
      reply: messageReply,
    }),
    (req) => push.subscribe(principalOf(req), req.body).then(saying('Notificaciones activadas')),
  );
};

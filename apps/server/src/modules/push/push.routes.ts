import { messageReply, pushSubscriptionBody, ROLES, vapidKeyReply } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/access.ts';
import type { PushService } from './push.service.ts';

export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService; publicKey: string }> = async (
  app,
  { push, publicKey },
) => {
  app.get(
    '/push/vapid-public-key',
    {
      config: { access: [ROLES.CLIENT] },
      schema: {
        tags: ['push'],
        summary: 'Public VAPID key for subscribing a device',
        response: { 200: vapidKeyReply },
      },
    },
    () => ({ publicKey }),
  );
  app.post(
    '/store/admin_subscription',
    {
      config: { access: [ROLES.CLIENT] },
      schema: {
        tags: ['push'],
        summary: "Subscribe the store owner's device to web push notifications",
        body: pushSubscriptionBody,
        response: { 200: messageReply },
      },
    },
    async (req) => {
      await push.subscribe(principalOf(req), req.body);
      return { message: 'Notificaciones activadas' };
    },
  );
};

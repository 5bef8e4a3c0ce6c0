import { adminBroadcastBody, broadcastReply, ROLES } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/route.ts';
import type { MessagingService } from './messaging.service.ts';

export const messagingRoutes: FastifyPluginAsyncZod<{ messaging: MessagingService }> = async (
  app,
  { messaging },
) => {
  app.post(
    '/sendMessage',
    endpoint([ROLES.ADMIN], 'messaging', 'Send a message to all store owners (e-mail and web push)', {
      body: adminBroadcastBody,
      reply: broadcastReply,
    }),
    (req) => messaging.adminBroadcast(req.body.text),
  );
};

import { adminBroadcastBody, broadcastReply, ROLES } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MessagingService } from './messaging.service.ts';

export const messagingRoutes: FastifyPluginAsyncZod<{ messaging: MessagingService }> = async (
  app,
  { messaging },
) => {
  app.post(
    '/sendMessage',
    {
      config: { access: [ROLES.ADMIN] },
      schema: {
        tags: ['messaging'],
        summary: 'Send a message to all store owners (e-mail and web push)',
        body: adminBroadcastBody,
        response: { 200: broadcastReply },
      },
    },
    (req) => messaging.adminBroadcast(req.body.text),
  );
};

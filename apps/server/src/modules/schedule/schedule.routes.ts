import { ROLES, scheduleBody, scheduleReply } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint, idAndBody, idParams } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import type { ScheduleService } from './schedule.service.ts';

const owner = [ROLES.CLIENT] as const;

export const scheduleRoutes: FastifyPluginAsyncZod<{ schedule: ScheduleService }> = async (
  app,
  { schedule },
) => {
  app.get(
    '/store/schedule',
    endpoint(owner, 'store', "The caller's store opening hours", { reply: scheduleReply }),
    (req) => schedule.mine(principalOf(req)),
  );
  app.post(
    '/store/:id/schedule',
    endpoint(owner, 'store', "Replace the store's whole week of opening hours (an empty list: closed)", {
      params: idParams,
      body: scheduleBody,
      reply: scheduleReply,
    }),
    idAndBody(schedule.replace),
  );
};

import { scheduleBody, scheduleReply } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idAndBody, idParams, routesOf } from '#server/lib/route.ts';
import { callers, principalOf } from '#server/plugins/access.ts';
import type { ScheduleService } from './schedule.service.ts';

export const scheduleRoutes: FastifyPluginAsyncZod<{ schedule: ScheduleService }> = async (
  app,
  { schedule },
) => {
  const api = routesOf(app, 'store');
  api.get('/store/schedule', {
    access: callers.owner,
    summary: "The caller's store opening hours",
    reply: scheduleReply,
    handler: (req) => schedule.mine(principalOf(req)),
  });
  api.post('/store/:id/schedule', {
    access: callers.owner,
    summary: "Replace the store's whole week of opening hours (an empty list: open at any hour)",
    params: idParams,
    body: scheduleBody,
    reply: scheduleReply,
    handler: idAndBody(schedule.replace),
  });
};

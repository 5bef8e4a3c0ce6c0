import { idParam, ROLES, scheduleBody, scheduleReply } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/access.ts';
import type { ScheduleService } from './schedule.service.ts';

const owner = [ROLES.CLIENT];
const tags = ['store'];

export const scheduleRoutes: FastifyPluginAsyncZod<{ schedule: ScheduleService }> = async (
  app,
  { schedule },
) => {
  app.get(
    '/store/schedule',
    {
      config: { access: owner },
      schema: { tags, summary: "The caller's store opening hours", response: { 200: scheduleReply } },
    },
    (request) => schedule.mine(principalOf(request)),
  );

  app.post(
    '/store/:id/schedule',
    {
      config: { access: owner },
      schema: {
        tags,
        summary: "Replace the store's whole week of opening hours (an empty list: closed)",
        params: z.object({ id: idParam }),
        body: scheduleBody,
        response: { 200: scheduleReply },
      },
    },
    (request) => schedule.replace(principalOf(request), request.params.id, request.body),
  );
};

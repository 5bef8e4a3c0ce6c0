import { createUserBody, ROLES, userSchema } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.post(
    '/admin',
    {
      config: { access: [ROLES.ADMIN] },
      schema: {
        tags: ['admin'],
        summary: 'Create a user',
        body: createUserBody,
        response: { 200: userSchema },
      },
    },
    (request) => users.create(request.body),
  );
};

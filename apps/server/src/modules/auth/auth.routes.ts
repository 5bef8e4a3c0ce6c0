import {
  loginBody,
  messageReply,
  recoverParams,
  resetPasswordBody,
  resetPasswordParams,
  sessionSchema,
  signupBody,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorTexts } from '../../lib/errors.ts';
import { ALL_ROLES, principalOf } from '../../plugins/access.ts';
import type { AuthService } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Sign in', body: loginBody, response: { 200: sessionSchema } },
    },
    (request) => auth.login(request.body.email, request.body.password, request.ip),
  );

  app.post(
    '/auth/signup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign up as a store owner with a new store',
        body: signupBody,
        response: { 200: sessionSchema },
      },
    },
    (request) => auth.signup(request.body),
  );

  app.get(
    '/auth/logout',
    {
      config: { access: ALL_ROLES },
      schema: { tags: ['auth'], summary: 'Revoke the current token', response: { 200: messageReply } },
    },
    async (request) => {
      await auth.logout(principalOf(request));
      return { message: errorTexts.loggedOut };
    },
  );

  app.get(
    '/auth/recover/:email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password recovery link',
        params: recoverParams,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      await auth.requestRecovery(request.params.email, request.ip);
      return { message: errorTexts.recoveryEmailSent };
    },
  );

  app.post(
    '/auth/resetpassword/:code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a recovery code',
        params: resetPasswordParams,
        body: resetPasswordBody,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      await auth.resetPassword(request.params.code, request.body.password);
      return { message: errorTexts.passwordChanged };
    },
  );
};

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
import { endpoint, saying } from '../../lib/route.ts';
import { ALL_ROLES, principalOf } from '../../plugins/access.ts';
import type { AuthService } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/auth/login',
    endpoint('public', 'auth', 'Sign in', { body: loginBody, reply: sessionSchema }),
    (req) => auth.login(req.body.email, req.body.password, req.ip),
  );
  app.post(
    '/auth/signup',
    endpoint('public', 'auth', 'Sign up as a store owner with a new store', {
      body: signupBody,
      reply: sessionSchema,
    }),
    (req) => auth.signup(req.body),
  );
  app.get(
    '/auth/logout',
    endpoint(ALL_ROLES, 'auth', 'Revoke the current token', { reply: messageReply }),
    (req) => auth.logout(principalOf(req)).then(saying(errorTexts.loggedOut)),
  );
  app.get(
    '/auth/recover/:email',
    endpoint('public', 'auth', 'E-mail a password recovery link', {
      params: recoverParams,
      reply: messageReply,
    }),
    (req) => auth.requestRecovery(req.params.email, req.ip).then(saying(errorTexts.recoveryEmailSent)),
  );
  app.post(
    '/auth/resetpassword/:code',
    endpoint('public', 'auth', 'Set a new password with a recovery code', {
      params: resetPasswordParams,
      body: resetPasswordBody,
      reply: messageReply,
    }),
    (req) => auth.resetPassword(req.params.code, req.body.password).then(saying(errorTexts.passwordChanged)),
  );
};

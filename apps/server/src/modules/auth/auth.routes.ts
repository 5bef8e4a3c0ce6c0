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
import { errorTexts } from '#server/lib/errors.ts';
import { routesOf, saying } from '#server/lib/route.ts';
import { ALL_ROLES, principalOf } from '#server/plugins/access.ts';
import type { AuthService } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const api = routesOf(app, 'auth');
  api.post('/auth/login', {
    access: 'public',
    limited: true,
    summary: 'Sign in',
    body: loginBody,
    reply: sessionSchema,
    handler: (req) => auth.login(req.body.email, req.body.password, req.ip),
  });
  api.post('/auth/signup', {
    access: 'public',
    limited: true,
    summary: 'Sign up as a store owner with a new store',
    body: signupBody,
    reply: sessionSchema,
    handler: (req) => auth.signup(req.body, req.ip),
  });
  api.get('/auth/logout', {
    access: ALL_ROLES,
    summary: 'Revoke the current token',
    reply: messageReply,
    handler: (req) => auth.logout(principalOf(req)).then(saying(errorTexts.loggedOut)),
  });
  api.get('/auth/recover/:email', {
    access: 'public',
    limited: true,
    summary: 'E-mail a password recovery link',
    params: recoverParams,
    reply: messageReply,
    handler: (req) =>
      auth.requestRecovery(req.params.email, req.ip).then(saying(errorTexts.recoveryEmailSent)),
  });
  api.post('/auth/resetpassword/:code', {
    access: 'public',
    limited: true,
    summary: 'Set a new password with a recovery code',
    params: resetPasswordParams,
    body: resetPasswordBody,
    reply: messageReply,
    handler: (req) =>
      auth.resetPassword(req.params.code, req.body.password, req.ip).then(saying(errorTexts.passwordChanged)),
  });
};

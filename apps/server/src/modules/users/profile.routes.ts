import { changePasswordBody, messageReply, profileBody, profileSchema } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorTexts } from '#server/lib/errors.ts';
import { readImage } from '#server/lib/multipart.ts';
import { routesOf, saying } from '#server/lib/route.ts';
import { ALL_ROLES, principalOf } from '#server/plugins/access.ts';
import type { ProfileService } from './profile.service.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
  const api = routesOf(app, 'profile');
  api.get('/profile', {
    access: ALL_ROLES,
    summary: 'Own profile',
    reply: profileSchema,
    handler: (req) => profile.get(principalOf(req)),
  });
  api.patch('/profile', {
    access: ALL_ROLES,
    limited: true,
    summary: 'Update own name, lastname, email and phone',
    body: profileBody,
    reply: profileSchema,
    handler: (req) => profile.update(principalOf(req), req.body),
  });
  api.post('/profile/avatar', {
    access: ALL_ROLES,
    summary: 'Replace own avatar (multipart, field image; JPEG, PNG or WEBP up to 5 MB)',
    upload: { file: 'image' },
    reply: profileSchema,
    handler: async (req) => profile.setAvatar(principalOf(req), await readImage(req)),
  });
  api.post('/profile/password', {
    access: ALL_ROLES,
    limited: true,
    summary: 'Change own password; signs out the other sessions',
    body: changePasswordBody,
    reply: messageReply,
    handler: (req) =>
      profile.changePassword(principalOf(req), req.body).then(saying(errorTexts.passwordChanged)),
  });
};

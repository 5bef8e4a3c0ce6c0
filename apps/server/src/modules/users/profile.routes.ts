import { changePasswordBody, messageReply, profileBody, profileSchema } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorTexts } from '../../lib/errors.ts';
import { readImage } from '../../lib/multipart.ts';
import { endpoint, saying } from '../../lib/route.ts';
import { ALL_ROLES, principalOf } from '../../plugins/access.ts';
import type { ProfileService } from './profile.service.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
  app.get('/profile', endpoint(ALL_ROLES, 'profile', 'Own profile', { reply: profileSchema }), (req) =>
    profile.get(principalOf(req)),
  );
  app.patch(
    '/profile',
    endpoint(ALL_ROLES, 'profile', 'Update own name, lastname, email and phone', {
      body: profileBody,
      reply: profileSchema,
    }),
    (req) => profile.update(principalOf(req), req.body),
  );
  app.post(
    '/profile/avatar',
    endpoint(
      ALL_ROLES,
      'profile',
      'Replace own avatar (multipart, field image; JPEG, PNG or WEBP up to 5 MB)',
      {
        reply: profileSchema,
      },
    ),
    async (req) => profile.setAvatar(principalOf(req), await readImage(req)),
  );
  app.post(
    '/profile/password',
    endpoint(ALL_ROLES, 'profile', 'Change own password; signs out the other sessions', {
      body: changePasswordBody,
      reply: messageReply,
    }),
    (req) => profile.changePassword(principalOf(req), req.body).then(saying(errorTexts.passwordChanged)),
  );
};

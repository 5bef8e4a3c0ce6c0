import { changePasswordBody, messageReply, profileBody, profileSchema } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorTexts } from '../../lib/errors.ts';
import { readForm } from '../../lib/multipart.ts';
import { ALL_ROLES, principalOf } from '../../plugins/access.ts';
import type { ProfileService } from './profile.service.ts';

const anyone = { access: ALL_ROLES } as const;

export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
  app.get(
    '/profile',
    {
      config: anyone,
      schema: { tags: ['profile'], summary: 'Own profile', response: { 200: profileSchema } },
    },
    (request) => profile.get(principalOf(request)),
  );

  app.patch(
    '/profile',
    {
      config: anyone,
      schema: {
        tags: ['profile'],
        summary: 'Update own name, lastname, email and phone',
        body: profileBody,
        response: { 200: profileSchema },
      },
    },
    (request) => profile.update(principalOf(request), request.body),
  );

  app.post(
    '/profile/avatar',
    {
      config: anyone,
      schema: {
        tags: ['profile'],
        summary: 'Replace own avatar (multipart, field image; JPEG, PNG or WEBP up to 5 MB)',
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const form = await readForm(request, 'image');
      return profile.setAvatar(principal, form.files.find((f) => f.field === 'image')?.bytes);
    },
  );

  app.post(
    '/profile/password',
    {
      config: anyone,
      schema: {
        tags: ['profile'],
        summary: 'Change own password; signs out the other sessions',
        body: changePasswordBody,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      await profile.changePassword(principalOf(request), request.body);
      return { message: errorTexts.passwordChanged };
    },
  );
};

import {
  dollarRateBody,
  dollarRateReply,
  membershipSchema,
  planBody,
  planSchema,
  plansReply,
  ROLES,
  subscriptionBody,
  subscriptionReply,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint, idParams } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import { licenceTexts } from './licences.texts.ts';
import type { MembershipService } from './membership.service.ts';
import type { PlansService } from './plans.service.ts';

const admin = [ROLES.ADMIN];
const planReply = z.object({ message: z.string(), data: planSchema });

/** Plans, the dollar rate, and memberships (an owner's own; the admin's manual extension). */
export const licencesRoutes: FastifyPluginAsyncZod<{
  plans: PlansService;
  membership: MembershipService;
}> = async (app, { plans, membership }) => {
  app.get(
    '/plans',
    endpoint(
      [ROLES.ADMIN, ROLES.CLIENT],
      'plans',
      'Plans (an owner: the active ones), the dollar rate and the platform’s payment accounts',
      {
        reply: plansReply,
      },
    ),
    (req) => plans.list(principalOf(req)),
  );
  app.post(
    '/plans',
    endpoint(admin, 'plans', 'Create a plan', { body: planBody, reply: planReply, status: 201 }),
    async (req, reply) => {
      const data = await plans.create(principalOf(req), req.body);
      return reply.status(201).send({ message: licenceTexts.planCreated, data });
    },
  );
  app.patch(
    '/plans/:id',
    endpoint(admin, 'plans', 'Change a plan (every field)', {
      params: idParams,
      body: planBody,
      reply: planReply,
    }),
    async (req) => ({
      message: licenceTexts.planUpdated,
      data: await plans.update(principalOf(req), req.params.id, req.body),
    }),
  );
  app.delete(
    '/plans/:id',
    endpoint(admin, 'plans', 'Delete a plan nobody paid (409 once it has payments: deactivate it)', {
      params: idParams,
      reply: z.null(),
      status: 204,
    }),
    async (req, reply) => {
      await plans.remove(principalOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.put(
    '/plans/dollar-rate',
    endpoint(admin, 'plans', 'Set the dollar rate (bolívares per dollar) later VES payments are priced at', {
      body: dollarRateBody,
      reply: dollarRateReply,
    }),
    async (req) => ({
      message: licenceTexts.dollarRateUpdated,
      dollar_rate: await plans.setDollarRate(principalOf(req), req.body.dollarRate),
    }),
  );

  app.post(
    '/subscritption',
    endpoint(
      admin,
      'memberships',
      'Extend a store owner’s membership by hand (from the later of now and its end)',
      {
        body: subscriptionBody,
        reply: subscriptionReply,
      },
    ),
    async (req) => ({
      message: licenceTexts.membershipExtended,
      data: await membership.extend(principalOf(req), req.body),
    }),
  );
  app.get(
    '/payments/membership',
    endpoint(
      [ROLES.CLIENT],
      'memberships',
      'The caller’s membership: plan, end, state, whether the store may sell',
      {
        reply: membershipSchema,
      },
    ),
    (req) => membership.mine(principalOf(req)),
  );
};

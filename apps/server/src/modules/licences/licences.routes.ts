import {
  dollarRateBody,
  dollarRateFollowBody,
  dollarRateReply,
  membershipSchema,
  planBody,
  planSchema,
  plansReply,
  storeDollarRateBody,
  storeDollarRateReply,
  subscriptionBody,
  subscriptionReply,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idAndBody, idParams, routesOf, sayingWith } from '#server/lib/route.ts';
import { callers, principalOf } from '#server/plugins/access.ts';
import type { DollarRateService } from './dollar-rate.service.ts';
import { licenceTexts } from './licences.texts.ts';
import type { MembershipService } from './membership.service.ts';
import type { PlansService } from './plans.service.ts';
import type { StoreRateService } from './store-rate.service.ts';

const planReply = z.object({ message: z.string(), data: planSchema });

/** Plans, the dollar rate (the platform's and a store's own), and memberships (an owner's own; the admin's manual extension). */
export const licencesRoutes: FastifyPluginAsyncZod<{
  plans: PlansService;
  dollarRate: DollarRateService;
  storeRate: StoreRateService;
  membership: MembershipService;
}> = async (app, { plans, dollarRate, storeRate, membership }) => {
  const plansApi = routesOf(app, 'plans');
  const membershipsApi = routesOf(app, 'memberships');
  // A store's own rate, beside the rest of its settings in the document.
  const storeApi = routesOf(app, 'store');
  plansApi.get('/plans', {
    access: callers.ownerOrAdmin,
    summary: 'Plans (an owner: the active ones), the dollar rate and the platform’s payment accounts',
    reply: plansReply,
    handler: (req) => plans.list(principalOf(req)),
  });
  plansApi.post('/plans', {
    access: callers.admin,
    summary: 'Create a plan',
    body: planBody,
    reply: planReply,
    status: 201,
    handler: (req) => plans.create(principalOf(req), req.body).then(sayingWith(licenceTexts.planCreated)),
  });
  plansApi.patch('/plans/:id', {
    access: callers.admin,
    summary: 'Change a plan (every field)',
    params: idParams,
    body: planBody,
    reply: planReply,
    handler: (req) =>
      plans.update(principalOf(req), req.params.id, req.body).then(sayingWith(licenceTexts.planUpdated)),
  });
  plansApi.delete('/plans/:id', {
    access: callers.admin,
    summary: 'Delete a plan nobody paid (409 once it has payments: deactivate it)',
    params: idParams,
    reply: z.null(),
    status: 204,
    handler: async (req, reply) => {
      await plans.remove(principalOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  });
  plansApi.put('/plans/dollar-rate', {
    access: callers.admin,
    summary: 'Set the dollar rate (bolívares per dollar) later VES payments are priced at',
    body: dollarRateBody,
    reply: dollarRateReply,
    handler: async (req) => ({
      message: licenceTexts.dollarRateUpdated,
      ...(await dollarRate.set(principalOf(req), req.body.dollarRate)),
    }),
  });
  plansApi.put('/plans/dollar-rate/follow', {
    access: callers.admin,
    summary:
      'Follow the published dollar rate (read from RATE_SOURCE_URL at once, then every RATE_SOURCE_EVERY_MINUTES), or stop and keep the rate in force',
    body: dollarRateFollowBody,
    reply: dollarRateReply,
    unavailable: 'The published rate could not be read: nothing changed; try again later.',
    handler: async (req) => ({
      message: req.body.follow ? licenceTexts.rateFollowed : licenceTexts.rateUnfollowed,
      ...(await dollarRate.follow(principalOf(req), req.body.follow)),
    }),
  });

  storeApi.get('/store/:id/dollar-rate', {
    access: callers.owner,
    summary: "The store's dollar rate: its own, or the platform's it follows, and since when",
    params: idParams,
    reply: storeDollarRateReply,
    handler: (req) => storeRate.get(principalOf(req), req.params.id),
  });
  storeApi.put('/store/:id/dollar-rate', {
    access: callers.owner,
    summary:
      'Set a dollar rate of the store’s own for its VES prices and sales, or null to follow the platform’s',
    params: idParams,
    body: storeDollarRateBody,
    reply: storeDollarRateReply,
    handler: idAndBody(storeRate.set),
  });

  membershipsApi.post('/subscritption', {
    access: callers.admin,
    summary: 'Extend a store owner’s membership by hand (from the later of now and its end)',
    body: subscriptionBody,
    reply: subscriptionReply,
    handler: (req) =>
      membership.extend(principalOf(req), req.body).then(sayingWith(licenceTexts.membershipExtended)),
  });
  membershipsApi.get('/payments/membership', {
    access: callers.owner,
    summary: 'The caller’s membership: plan, end, state, whether the store may sell',
    reply: membershipSchema,
    handler: (req) => membership.mine(principalOf(req)),
  });
};

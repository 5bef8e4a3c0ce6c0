import {
  audienceCountReply,
  audienceQuery,
  campaignFields,
  campaignListQuery,
  campaignPage,
  campaignRecipientPage,
  campaignRecipientQuery,
  campaignReply,
  campaignSchema,
  campaignTestFields,
  messageReply,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formBody, pictureOf } from '#server/lib/multipart.ts';
import { idParams, routesOf } from '#server/lib/route.ts';
import { callers, principalOf } from '#server/plugins/access.ts';
import type { CampaignReportService } from './campaign-report.service.ts';
import type { CampaignsService } from './campaigns.service.ts';

const imageNote = ' (JSON, or multipart with an optional picture in `image`)';

export const campaignsRoutes: FastifyPluginAsyncZod<{
  campaigns: CampaignsService;
  report: CampaignReportService;
}> = async (app, { campaigns, report }) => {
  const api = routesOf(app, 'campaigns');
  api.get('/campaigns', {
    access: callers.ownerOrAdmin,
    summary: 'Campaigns, newest first, paged by cursor; ?status= filters',
    querystring: campaignListQuery,
    reply: campaignPage,
    handler: (req) => campaigns.list(principalOf(req), req.query),
  });
  api.get('/campaigns/audience', {
    access: callers.owner,
    summary: 'How many reachable customers an audience has, per channel',
    querystring: audienceQuery,
    reply: audienceCountReply,
    handler: (req) => campaigns.audience(principalOf(req), req.query),
  });
  api.post('/campaigns', {
    access: callers.owner,
    summary: `Create a campaign: now, or held until scheduled_at${imageNote}`,
    body: campaignFields,
    reply: campaignReply,
    upload: { file: 'image', json: true },
    preValidation: formBody(),
    handler: (req) => campaigns.create(principalOf(req), req.body, pictureOf(req)),
  });
  api.post('/campaigns/test', {
    access: callers.owner,
    summary: `Send the campaign's text to the owner only (e-mail and devices)${imageNote}`,
    body: campaignTestFields,
    reply: messageReply,
    upload: { file: 'image', json: true },
    preValidation: formBody(),
    handler: (req) => campaigns.test(principalOf(req), req.body, pictureOf(req)),
  });
  api.get('/campaigns/:id', {
    access: callers.ownerOrAdmin,
    summary: 'One campaign with its per-recipient counts and expected time to finish',
    params: idParams,
    reply: campaignSchema,
    handler: (req) => campaigns.get(principalOf(req), req.params.id),
  });
  api.get('/campaigns/:id/recipients', {
    access: callers.ownerOrAdmin,
    summary: "A campaign's recipients and their outcome, newest first; ?status= filters",
    params: idParams,
    querystring: campaignRecipientQuery,
    reply: campaignRecipientPage,
    handler: (req) => report.recipients(principalOf(req), req.params.id, req.query),
  });
  for (const action of ['pause', 'resume', 'cancel'] as const) {
    api.post(`/campaigns/:id/${action}`, {
      access: callers.ownerOrAdmin,
      summary: `${action[0]!.toUpperCase()}${action.slice(1)} a campaign (409 when its state does not allow it)`,
      params: idParams,
      reply: campaignReply,
      handler: (req) => campaigns[action](principalOf(req), req.params.id),
    });
  }
};

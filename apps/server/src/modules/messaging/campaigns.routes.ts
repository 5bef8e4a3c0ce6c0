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
  ROLES,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formBody, pictureOf } from '../../lib/multipart.ts';
import { endpoint, idParams } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import type { CampaignReportService } from './campaign-report.service.ts';
import type { CampaignsService } from './campaigns.service.ts';

const owner = [ROLES.CLIENT] as const;
/** The admin reads (and stops) its own campaigns, those of kind 'admin'. */
const reader = [ROLES.CLIENT, ROLES.ADMIN] as const;
const imageNote = ' (JSON, or multipart with an optional picture in `image`)';

export const campaignsRoutes: FastifyPluginAsyncZod<{
  campaigns: CampaignsService;
  report: CampaignReportService;
}> = async (app, { campaigns, report }) => {
  app.get(
    '/campaigns',
    endpoint(reader, 'campaigns', 'Campaigns, newest first, paged by cursor; ?status= filters', {
      querystring: campaignListQuery,
      reply: campaignPage,
    }),
    (req) => campaigns.list(principalOf(req), req.query),
  );
  app.get(
    '/campaigns/audience',
    endpoint(owner, 'campaigns', 'How many reachable customers an audience has, per channel', {
      querystring: audienceQuery,
      reply: audienceCountReply,
    }),
    (req) => campaigns.audience(principalOf(req), req.query),
  );
  app.post(
    '/campaigns',
    {
      ...endpoint(owner, 'campaigns', `Create a campaign: now, or held until scheduled_at${imageNote}`, {
        body: campaignFields,
        reply: campaignReply,
      }),
      preValidation: formBody(),
    },
    (req) => campaigns.create(principalOf(req), req.body, pictureOf(req)),
  );
  app.post(
    '/campaigns/test',
    {
      ...endpoint(
        owner,
        'campaigns',
        `Send the campaign's text to the owner only (e-mail and devices)${imageNote}`,
        {
          body: campaignTestFields,
          reply: messageReply,
        },
      ),
      preValidation: formBody(),
    },
    (req) => campaigns.test(principalOf(req), req.body, pictureOf(req)),
  );
  app.get(
    '/campaigns/:id',
    endpoint(reader, 'campaigns', 'One campaign with its per-recipient counts and expected time to finish', {
      params: idParams,
      reply: campaignSchema,
    }),
    (req) => campaigns.get(principalOf(req), req.params.id),
  );
  app.get(
    '/campaigns/:id/recipients',
    endpoint(
      reader,
      'campaigns',
      "A campaign's recipients and their outcome, newest first; ?status= filters",
      {
        params: idParams,
        querystring: campaignRecipientQuery,
        reply: campaignRecipientPage,
      },
    ),
    (req) => report.recipients(principalOf(req), req.params.id, req.query),
  );
  for (const action of ['pause', 'resume', 'cancel'] as const) {
    app.post(
      `/campaigns/:id/${action}`,
      endpoint(
        reader,
        'campaigns',
        `${action[0]!.toUpperCase()}${action.slice(1)} a campaign (409 when its state does not allow it)`,
        {
          params: idParams,
          reply: campaignReply,
        },
      ),
      (req) => campaigns[action](principalOf(req), req.params.id),
    );
  }
};

import {
  ZCampaignEstimateRequest,
  ZCampaignEstimateResponse,
  ZCampaignListResponse,
  ZCampaignOptionsResponse,
  ZCampaignSavedResponse,
  ZCreateCampaignRequest,
  ZIdParams,
  ZListQuery,
  ZMessageResponse,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../../platform/auth.js';
import { requestCtx } from '../../platform/http.js';
import { failures } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import {
  createCampaign,
  deleteCampaign,
  estimateCampaign,
  getCampaign,
  listCampaigns,
  segmentOptions,
} from './campaigns.service.js';

const VIEW = { flags: ['viewCampaigns'] } satisfies Access;
const ADD = { flags: ['addCampaigns'] } satisfies Access;
const DELETE = { flags: ['deleteCampaigns'] } satisfies Access;

/** SMS campaigns (docs/decisions/0036-sms-campaigns.md). */
export const campaignRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const deps = {
    publicUrl: services.config.publicUrl,
    costPerSmsPaise: services.config.campaigns.costPerSmsPaise,
    linkHosts: services.config.campaigns.linkHosts,
  };
  const tags = ['campaigns'];

  app.get(
    '/api/campaigns',
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: 'Campaigns, newest first, with delivery figures',
        querystring: ZListQuery,
        response: { 200: ZCampaignListResponse },
      },
    },
    async (request) => ({ status: 'Success' as const, ...(await listCampaigns(db, request.query)) }),
  );

  app.get(
    '/api/campaigns/options',
    {
      config: { access: { flags: ['viewCampaigns', 'addCampaigns'] } },
      schema: {
        tags,
        summary: 'States and vehicle types to pick a segment from',
        response: { 200: ZCampaignOptionsResponse },
      },
    },
    async () => ({ status: 'Success' as const, data: await segmentOptions(db) }),
  );

  app.post(
    '/api/campaigns/estimate',
    {
      config: { access: ADD },
      schema: {
        tags,
        summary: 'Recipients a segment reaches now (opted-out customers excluded) and the cost',
        body: ZCampaignEstimateRequest,
        response: { 200: ZCampaignEstimateResponse },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      data: await estimateCampaign(db, deps, request.body.segment, request.body.body),
    }),
  );

  app.get(
    '/api/campaigns/:id',
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: 'One campaign with its figures',
        params: ZIdParams,
        response: { 200: ZCampaignSavedResponse.omit({ message: true }), ...failures(404) },
      },
    },
    async (request) => ({ status: 'Success' as const, data: await getCampaign(db, request.params.id) }),
  );

  app.post(
    '/api/campaigns',
    {
      config: { access: ADD },
      schema: {
        tags,
        summary: 'Schedule a campaign (now, or at scheduledAt)',
        body: ZCreateCampaignRequest,
        response: { 201: ZCampaignSavedResponse },
      },
    },
    async (request, reply) => {
      const data = await createCampaign(db, requestCtx(request), deps, request.body);
      services.campaignDispatcher.kick();
      return reply
        .status(201)
        .send({ status: 'Success' as const, message: `Campaign “${data.name}” scheduled.`, data });
    },
  );

  app.delete(
    '/api/campaigns/:id',
    {
      config: { access: DELETE },
      schema: {
        tags,
        summary: 'Delete a scheduled campaign (cancels it); 409 once it has started',
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...failures(404, 409) },
      },
    },
    async (request) => {
      await deleteCampaign(db, requestCtx(request), request.params.id);
      return { status: 'Success' as const, message: 'Campaign deleted; it will not be sent.' };
    },
  );
};

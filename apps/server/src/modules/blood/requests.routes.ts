import {
  ZBloodAnswerRequest,
  ZBloodAnswerSavedResponse,
  ZBloodAskParams,
  ZBloodCloseRequest,
  ZBloodRequestCreate,
  ZBloodRequestCreatedResponse,
  ZBloodRequestViewResponse,
  ZBloodViewParams,
  ZMessageResponse,
  ZMyBloodRequestsResponse,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestCtx } from '../../platform/http.js';
import { failures } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { answerAsk } from './answers.service.js';
import { announceBloodChange, bloodDeps } from './blood.module.js';
import { callDonor } from './blood-calls.service.js';
import { countAnswerTry } from './blood-links.js';
import {
  closeByRequester,
  createBloodRequest,
  findMyRequests,
  findRequestView,
  markDonorGave,
} from './requests.service.js';

/**
 * Requests for blood as JSON (docs/decisions/0047-emergency-blood.md): made by a signed-in
 * person, then reached only through their page's token, which the requester may share; a donor
 * answers through their text's token. The pages (blood.pages.ts) do the same with plain forms.
 */
export const requestRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const deps = bloodDeps(services, app.log);
  const tags = ['blood'];
  const changed = (id: string) => {
    services.worker.kick();
    announceBloodChange(services.events, app.log, [id]);
  };

  app.post(
    '/api/blood/requests',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Ask for blood: matching donors nearby are texted, in widening rings',
        body: ZBloodRequestCreate,
        response: { 201: ZBloodRequestCreatedResponse, ...failures(403, 409, 429) },
      },
    },
    async (request, reply) => {
      const data = await createBloodRequest(deps, requestCtx(request), request.body);
      services.bloodRinger.kick();
      reply.status(201);
      return {
        status: 'Success' as const,
        message: 'Your request is out: matching donors nearby are being texted.',
        data,
      };
    },
  );

  app.get(
    '/api/my/blood-requests',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'My blood requests, newest first', response: { 200: ZMyBloodRequestsResponse } },
    },
    async (request) => ({ status: 'Success' as const, data: await findMyRequests(deps, requestCtx(request)) }),
  );

  app.get(
    '/api/blood/view/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A request's page as JSON: donors texted, the radius, each donor who said yes (never a number)",
        params: ZBloodViewParams,
        response: { 200: ZBloodRequestViewResponse, ...failures(404) },
      },
    },
    async (request) => ({ status: 'Success' as const, data: await findRequestView(deps, request.params.token) }),
  );

  app.post(
    '/api/blood/view/:token/close',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Close a request: the blood was given, or it is not needed; donors still waiting are told',
        params: ZBloodViewParams,
        body: ZBloodCloseRequest,
        response: { 200: ZBloodRequestViewResponse, ...failures(404, 409) },
      },
    },
    async (request) => {
      const ctx = requestCtx(request);
      changed(await closeByRequester(deps, ctx, request.params.token, request.body.outcome));
      return { status: 'Success' as const, data: await findRequestView(deps, request.params.token) };
    },
  );

  app.post(
    '/api/blood/view/:token/donors/:askId/donated',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A donor who said yes gave; once all units are given the request is fulfilled',
        params: ZBloodAskParams,
        response: { 200: ZBloodRequestViewResponse, ...failures(404, 409) },
      },
    },
    async (request) => {
      const { token, askId } = request.params;
      changed(await markDonorGave(deps, requestCtx(request), token, askId));
      return { status: 'Success' as const, data: await findRequestView(deps, token) };
    },
  );

  app.post(
    '/api/blood/view/:token/donors/:askId/call',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Call a donor who said yes (a masked call: the contact number is rung first, numbers hidden)',
        params: ZBloodAskParams,
        response: { 200: ZMessageResponse, ...failures(404, 429, 503) },
      },
    },
    async (request) => {
      await callDonor(deps, requestCtx(request), request.params.token, request.params.askId);
      return {
        status: 'Success' as const,
        message: 'We are calling the contact number now: pick up and you will be connected to the donor.',
      };
    },
  );

  app.post(
    '/api/blood/answer/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A donor answers through their text's link (no sign-in)",
        params: ZBloodViewParams,
        body: ZBloodAnswerRequest,
        response: { 200: ZBloodAnswerSavedResponse, ...failures(404, 409, 429) },
      },
    },
    async (request) => {
      await countAnswerTry(services, request.ip, app.clock());
      const { link, saved } = await answerAsk(deps.db, requestCtx(request), request.params.token, request.body.answer);
      changed(link.requestId);
      return {
        status: 'Success' as const,
        message: saved.full ? 'Enough donors have already said yes. Thank you.' : 'Your answer was sent. Thank you.',
        data: saved,
      };
    },
  );
};

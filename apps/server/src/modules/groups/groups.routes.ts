import {
  ZGroupInvitationParams,
  ZGroupInvitationPreviewResponse,
  ZGroupInvitationSavedResponse,
  ZGroupInviteRequest,
  ZGroupListResponse,
  ZGroupMemberParams,
  ZGroupRequest,
  ZGroupResponse,
  ZGroupSavedResponse,
  ZIdParams,
  ZMessageResponse,
  ZMySharingResponse,
  ZPositionRequest,
  ZPositionSavedResponse,
  ZShareRequest,
  ZShareSavedResponse,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../platform/auth.js';
import { requestCtx } from '../../platform/http.js';
import { contentAnswer, failures, serializeWith } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { GroupStreams, MAX_GROUP_STREAMS_PER_USER, tooManyStreams } from './group-stream.js';
import { readGroup } from './group-view.js';
import {
  acceptInvitation,
  createGroup,
  type GroupDeps,
  invite,
  leaveGroup,
  listMyGroups,
  previewInvitation,
  removeMember,
} from './groups.service.js';
import { mySharing, postPosition, startSharing, stopSharing } from './sharing.service.js';

/**
 * Travel together (docs/decisions/0072-trip-groups.md): a signed-in person's groups, invitations,
 * sharing and positions. Every route acts for the signed-in person on groups they belong to; a
 * group they do not belong to is "not found", to an admin as to anyone.
 */
export const groupRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const { config } = services;
  const deps: GroupDeps = {
    db,
    events: services.events,
    trips: config.trips,
    appName: config.appName,
    publicUrl: config.publicUrl,
    retrySeconds: config.delivery.retrySeconds,
    kick: () => services.worker.kick(),
  };
  const streams = new GroupStreams(app, services);
  // Before the server closes: it waits for every open connection, and a stream never ends by itself.
  app.addHook('preClose', async () => streams.close());
  const tags = ['groups'];
  const OWN = { config: { access: 'signed-in' as const } };
  const ok = <D>(data: D) => ({ status: 'Success' as const, data });

  app.get(
    '/api/groups',
    { ...OWN, schema: { tags, summary: 'The groups I belong to', response: { 200: ZGroupListResponse } } },
    async (request) => ok(await listMyGroups(db, requestCtx(request))),
  );

  app.post(
    '/api/groups',
    {
      ...OWN,
      schema: {
        tags,
        summary: 'Make a group (I am its owner)',
        body: ZGroupRequest,
        response: { 201: ZGroupSavedResponse },
      },
    },
    async (request, reply) => {
      const data = await createGroup(deps, requestCtx(request), request.body.name);
      return reply.status(201).send({ status: 'Success' as const, message: 'Group made.', data });
    },
  );

  app.get(
    '/api/groups/sharing',
    {
      ...OWN,
      schema: { tags, summary: 'What I share right now, and with whom', response: { 200: ZMySharingResponse } },
    },
    async (request) => ok(await mySharing(db, requestCtx(request))),
  );

  app.get(
    '/api/groups/:id',
    {
      ...OWN,
      schema: {
        tags,
        summary: "A group's members, and each sharing member's latest position",
        params: ZIdParams,
        response: { 200: ZGroupResponse, ...failures(404) },
      },
    },
    async (request) => ok(await readGroup(db, requestCtx(request), config.trips, request.params.id)),
  );

  app.get(
    '/api/groups/:id/stream',
    {
      ...OWN,
      schema: {
        tags,
        summary: 'Server-Sent Events: the group again, as a `group` event, whenever it changes',
        params: ZIdParams,
        response: {
          200: contentAnswer('An event stream of `group` events, each the whole group as GET answers it', [
            'text/event-stream',
          ]),
          ...failures(404, 429),
        },
      },
    },
    async (request, reply) => {
      const ctx = requestCtx(request);
      const first = await readGroup(db, ctx, config.trips, request.params.id);
      if (streams.countOf(ctx.user!._id) >= MAX_GROUP_STREAMS_PER_USER) throw tooManyStreams();
      reply.hijack();
      streams.open(
        {
          groupId: request.params.id,
          userId: ctx.user!._id,
          sessionId: request.sessionId!,
          token: bearerToken(request)!,
          res: reply.raw,
        },
        serializeWith(ZGroupResponse.shape.data, first),
      );
    },
  );

  app.post(
    '/api/groups/:id/invitations',
    {
      ...OWN,
      schema: {
        tags,
        summary: "Text an invitation to a phone number (the group's owner; limited per day)",
        params: ZIdParams,
        body: ZGroupInviteRequest,
        response: { 201: ZGroupInvitationSavedResponse, ...failures(403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const data = await invite(deps, requestCtx(request), request.params.id, request.body.phone);
      return reply.status(201).send({ status: 'Success' as const, message: 'Invitation sent.', data });
    },
  );

  app.get(
    '/api/group-invitations/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "For an invitation link's signed-out visitor: who sent it, the number masked (last 4 digits), whether it has an account",
        params: ZGroupInvitationParams,
        response: { 200: ZGroupInvitationPreviewResponse, ...failures(404) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      data: await previewInvitation(deps.db, app.clock(), request.params.token),
    }),
  );

  app.post(
    '/api/group-invitations/:token/accept',
    {
      ...OWN,
      schema: {
        tags,
        summary: 'Join the group an invitation names (only the account whose number it was sent to)',
        params: ZGroupInvitationParams,
        response: { 200: ZGroupSavedResponse, ...failures(403, 404, 409) },
      },
    },
    async (request) => {
      const data = await acceptInvitation(deps, requestCtx(request), request.params.token);
      return { status: 'Success' as const, message: `You joined ${data.name}.`, data };
    },
  );

  app.delete(
    '/api/groups/:id/members/:userId',
    {
      ...OWN,
      schema: {
        tags,
        summary: "Remove a member (the group's owner): their sharing with the group ends at once",
        params: ZGroupMemberParams,
        response: { 200: ZMessageResponse, ...failures(403, 404) },
      },
    },
    async (request) => {
      await removeMember(deps, requestCtx(request), request.params.id, request.params.userId);
      return { status: 'Success' as const, message: 'Member removed.' };
    },
  );

  app.post(
    '/api/groups/:id/leave',
    {
      ...OWN,
      schema: {
        tags,
        summary: 'Leave a group: my sharing with it ends at once',
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...failures(404) },
      },
    },
    async (request) => {
      await leaveGroup(deps, requestCtx(request), request.params.id);
      return { status: 'Success' as const, message: 'You left the group.' };
    },
  );

  app.post(
    '/api/groups/:id/share',
    {
      ...OWN,
      schema: {
        tags,
        summary: 'Share my location with the group for 1 hour, 8 hours or until I stop, or for a trip to a destination',
        params: ZIdParams,
        body: ZShareRequest,
        response: { 201: ZShareSavedResponse, ...failures(404) },
      },
    },
    async (request, reply) => {
      const data = await startSharing(deps, requestCtx(request), request.params.id, request.body);
      return reply.status(201).send({ status: 'Success' as const, message: 'Sharing started.', data });
    },
  );

  app.delete(
    '/api/groups/:id/share',
    {
      ...OWN,
      schema: {
        tags,
        summary: 'Stop sharing my location with the group',
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...failures(404) },
      },
    },
    async (request) => {
      const stopped = await stopSharing(deps, requestCtx(request), request.params.id);
      return { status: 'Success' as const, message: stopped ? 'Sharing stopped.' : 'You were not sharing.' };
    },
  );

  app.post(
    '/api/groups/:id/position',
    {
      ...OWN,
      schema: {
        tags,
        summary: 'My latest position for the group (only while I share with it)',
        params: ZIdParams,
        body: ZPositionRequest,
        response: { 200: ZPositionSavedResponse, ...failures(404, 409, 429) },
      },
    },
    async (request) => {
      const { at, arrived } = await postPosition(deps, requestCtx(request), request.params.id, request.body);
      return {
        status: 'Success' as const,
        message: arrived ? 'You arrived: the group was told, and sharing stopped.' : 'Position saved.',
        data: { at: at.toISOString(), arrived },
      };
    },
  );
};

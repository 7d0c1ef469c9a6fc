import {
  ZAdminPaperListResponse,
  ZIdParams,
  ZMessageResponse,
  ZPaperListResponse,
  ZPaperRequest,
  ZPaperResponse,
  ZPaperSavedResponse,
  ZPaperShareIdParams,
  ZPaperShareListResponse,
  ZPaperShareParams,
  ZPaperShareRequest,
  ZPaperShareSavedResponse,
  ZSharedPaperResponse,
} from '@safesathi/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestCtx } from '../../platform/http.js';
import { hashIp } from '../../platform/rate-limit.js';
import { contentAnswer, failures } from '../../platform/responses.js';
import { filesOf, readForm } from '../../platform/uploads.js';
import { parseWith } from '../../platform/validate.js';
import type { AppServices } from '../../services.js';
import { paperFiles } from './paper-files.js';
import { paperPages } from './papers.pages.js';
import {
  adminPapers,
  createPaper,
  deletePaper,
  listMyPapers,
  readMyPaper,
  readMyPaperFile,
  updatePaper,
} from './papers.service.js';
import { createShare, listShares, openShare, openSharedFile, revokeShare } from './shares.service.js';

const FILE_TYPES = ['image/webp', 'application/pdf'];

/** A paper's file: never kept by a cache, never shown in another site's frame, never sniffed. */
function sendFile(reply: FastifyReply, file: { bytes: Buffer; type: string; filename: string }) {
  return reply
    .type(file.type)
    .header('content-disposition', `inline; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('x-robots-tag', 'noindex')
    .send(file.bytes);
}

/** Vehicle papers (docs/decisions/0058-vehicle-papers.md): the owner's routes, the back office's view, share links. */
export const paperRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const { config } = services;
  const files = paperFiles(config);
  const tags = ['papers'];
  await app.register(paperPages, { services });
  // Every /api/my/papers route acts on the signed-in person's own papers only; an admin has none of a customer's.
  const OWN = { config: { access: 'signed-in' as const } };

  app.get(
    '/api/my/papers',
    {
      ...OWN,
      schema: { tags, summary: 'My papers, the soonest to expire first', response: { 200: ZPaperListResponse } },
    },
    async (request) => ({ status: 'Success' as const, data: await listMyPapers(db, requestCtx(request)) }),
  );

  app.post(
    '/api/my/papers',
    {
      ...OWN,
      schema: {
        tags,
        summary:
          'Add a paper (multipart: its fields and an optional `file`, a photo or PDF); `renews` replaces an older one',
        response: { 201: ZPaperSavedResponse, ...failures(404, 409) },
      },
    },
    async (request, reply) => {
      const form = await readForm(request);
      const input = parseWith(ZPaperRequest, form.fields);
      const data = await createPaper(db, requestCtx(request), files, input, filesOf(form, 'file')[0]);
      return reply.status(201).send({ status: 'Success' as const, message: 'Paper saved.', data });
    },
  );

  app.get(
    '/api/my/papers/:id',
    {
      ...OWN,
      schema: {
        tags,
        summary: 'One of my papers',
        params: ZIdParams,
        response: { 200: ZPaperResponse, ...failures(404) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      data: await readMyPaper(db, requestCtx(request), request.params.id),
    }),
  );

  app.put(
    '/api/my/papers/:id',
    {
      ...OWN,
      schema: {
        tags,
        summary: 'Change a paper (multipart; a new `file` replaces the old one)',
        params: ZIdParams,
        response: { 200: ZPaperSavedResponse, ...failures(404) },
      },
    },
    async (request) => {
      const form = await readForm(request);
      const input = parseWith(ZPaperRequest, form.fields);
      const data = await updatePaper(
        db,
        requestCtx(request),
        files,
        request.params.id,
        input,
        filesOf(form, 'file')[0],
      );
      return { status: 'Success' as const, message: 'Paper saved.', data };
    },
  );

  app.delete(
    '/api/my/papers/:id',
    {
      ...OWN,
      schema: {
        tags,
        summary: 'Delete a paper and its file',
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...failures(404) },
      },
    },
    async (request) => {
      await deletePaper(db, requestCtx(request), files, request.params.id);
      return { status: 'Success' as const, message: 'Paper deleted.' };
    },
  );

  app.get(
    '/api/my/papers/:id/file',
    {
      ...OWN,
      schema: {
        tags,
        summary: "My paper's file, decrypted (never cached)",
        params: ZIdParams,
        response: { 200: contentAnswer("The paper's file", FILE_TYPES, 'binary'), ...failures(404) },
      },
    },
    async (request, reply) =>
      sendFile(reply, await readMyPaperFile(db, requestCtx(request), files, config.papers, request.params.id)),
  );

  app.get(
    '/api/my/papers/:id/shares',
    {
      ...OWN,
      schema: {
        tags,
        summary: "A paper's share links and each time one was opened",
        params: ZIdParams,
        response: { 200: ZPaperShareListResponse, ...failures(404) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      data: await listShares(db, requestCtx(request), request.params.id),
    }),
  );

  app.post(
    '/api/my/papers/:id/shares',
    {
      ...OWN,
      schema: {
        tags,
        summary: 'Make a link that shows this paper for 15 minutes to 24 hours (its address is shown once)',
        params: ZIdParams,
        body: ZPaperShareRequest,
        response: { 201: ZPaperShareSavedResponse, ...failures(404) },
      },
    },
    async (request, reply) => {
      const data = await createShare(
        db,
        requestCtx(request),
        config.publicUrl,
        request.params.id,
        request.body.minutes,
      );
      return reply.status(201).send({ status: 'Success' as const, message: 'Link made.', data });
    },
  );

  app.delete(
    '/api/my/papers/:id/shares/:shareId',
    {
      ...OWN,
      schema: {
        tags,
        summary: 'Revoke a share link',
        params: ZPaperShareIdParams,
        response: { 200: ZMessageResponse, ...failures(404) },
      },
    },
    async (request) => {
      await revokeShare(db, requestCtx(request), request.params.id, request.params.shareId);
      return { status: 'Success' as const, message: 'Link revoked. It no longer opens.' };
    },
  );

  app.get(
    '/api/users/:id/papers',
    {
      config: { access: { flags: ['viewCustomer'] } },
      schema: {
        tags,
        summary:
          "A customer's papers for the back office: that each exists and when it expires, never its number or file",
        params: ZIdParams,
        response: { 200: ZAdminPaperListResponse, ...failures(404) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      data: await adminPapers(db, requestCtx(request), request.params.id),
    }),
  );

  app.get(
    '/api/paper-shares/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The paper a share link shows (each opening is listed to its owner); 404 once expired or revoked',
        params: ZPaperShareParams,
        response: { 200: ZSharedPaperResponse, ...failures(404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      const ctx = requestCtx(request);
      const data = await openShare(db, request.params.token, ctx.now, hashIp(config.jwtSecret, ctx.ip));
      return { status: 'Success' as const, data };
    },
  );

  app.get(
    '/api/paper-shares/:token/file',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The shared paper's file, while the link lives",
        params: ZPaperShareParams,
        response: { 200: contentAnswer("The paper's file", FILE_TYPES, 'binary'), ...failures(404) },
      },
    },
    async (request, reply) =>
      sendFile(reply, await openSharedFile(db, files, config.papers, request.params.token, request.server.clock())),
  );
};

import {
  normaliseTagCode,
  TAG_STATUSES,
  ZIdParams,
  ZListQuery,
  ZMyTagsResponse,
  ZTagBatchCreatedResponse,
  ZTagBatchListResponse,
  ZTagListResponse,
  ZTagSavedResponse,
  ZUpdateMyTagRequest,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { requestCtx } from '../../platform/http.js';
import { contentAnswer, failures } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { renderTagSheet } from './tag-sheet.js';
import {
  activateTag,
  createBatch,
  findBatchTags,
  findTagsOfUser,
  listBatches,
  listTags,
  MAX_BATCH,
  updateMyTag,
  updateTag,
} from './tags.service.js';

const ZCodeParams = z.object({
  code: z.string().transform((v, ctx) => {
    const code = normaliseTagCode(v);
    if (!code) {
      ctx.addIssue({ code: 'custom', message: 'A tag code has 8 letters and digits' });
      return z.NEVER;
    }
    return code;
  }),
});
const ZVehicleId = z.uuid('Choose a vehicle');

export const tagRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const { publicUrl, appName } = services.config;
  const tags = ['qr tags'];
  const viewers = { flags: ['printQRCode', 'viewTemplete', 'editTemplete'] as const };

  app.get(
    '/api/tags',
    {
      config: { access: { flags: [...viewers.flags] } },
      schema: {
        tags,
        summary: 'Tags with state, vehicle and owner',
        querystring: ZListQuery.extend({
          status: z.enum(TAG_STATUSES).optional(),
          search: z.string().max(40).optional(),
          batchId: z.uuid().optional(),
        }),
        response: { 200: ZTagListResponse },
      },
    },
    async (request) => ({ status: 'Success' as const, ...(await listTags(db, request.query, publicUrl)) }),
  );

  app.get(
    '/api/tags/batches',
    {
      config: { access: { flags: ['printQRCode'] } },
      schema: { tags, summary: 'Generated batches, newest first', response: { 200: ZTagBatchListResponse } },
    },
    async () => ({ status: 'Success' as const, data: await listBatches(db) }),
  );

  app.post(
    '/api/tags/batches',
    {
      config: { access: { flags: ['printQRCode'] } },
      schema: {
        tags,
        summary: 'Generate a batch of unassigned tags',
        body: z.object({
          count: z.coerce
            .number({ error: 'Enter how many tags to make' })
            .int('Enter a whole number')
            .min(1, 'Make at least one tag')
            .max(MAX_BATCH, `At most ${MAX_BATCH} tags a batch`),
        }),
        response: { 201: ZTagBatchCreatedResponse },
      },
    },
    async (request, reply) => {
      const data = await createBatch(db, requestCtx(request), request.body.count, publicUrl);
      return reply
        .status(201)
        .send({ status: 'Success' as const, message: `${request.body.count} tags created.`, data });
    },
  );

  app.get(
    '/api/tags/batches/:id/sheet.pdf',
    {
      config: { access: { flags: ['printQRCode'] } },
      schema: {
        tags,
        summary: 'A4 sheet of a batch',
        params: ZIdParams,
        response: { 200: contentAnswer('The sheet, a PDF', ['application/pdf'], 'binary'), ...failures(404) },
      },
    },
    async (request, reply) => {
      const { batch, codes } = await findBatchTags(db, request.params.id);
      const pdf = await renderTagSheet(codes, { publicUrl, appName });
      const day = batch.createdAt.toISOString().slice(0, 10);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${appName.toLowerCase()}-tags-${day}.pdf"`)
        .send(pdf);
    },
  );

  app.put(
    '/api/tags/:code',
    {
      config: { access: { flags: ['editTemplete'] } },
      schema: {
        tags,
        summary: 'Assign to a vehicle, suspend or re-activate',
        params: ZCodeParams,
        body: z
          .object({ vehicleId: ZVehicleId.nullable().optional(), status: z.enum(TAG_STATUSES).optional() })
          .refine((b) => b.vehicleId !== undefined || b.status !== undefined, {
            message: 'Send a vehicleId or a status',
          }),
        // 404: no tag has the code; 409: the vehicle or the tag is taken.
        response: { 200: ZTagSavedResponse, ...failures(404, 409) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      message: 'Tag updated.',
      data: await updateTag(db, requestCtx(request), request.params.code, request.body, publicUrl),
    }),
  );

  app.post(
    '/api/tags/:code/activate',
    {
      config: { access: { flags: ['editTemplete'], own: true } },
      schema: {
        tags,
        summary: 'Link an unassigned tag to one of my vehicles',
        params: ZCodeParams,
        body: z.object({ vehicleId: ZVehicleId }),
        response: { 200: ZTagSavedResponse, ...failures(404, 409) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      message: 'Tag activated. Anyone who scans it can now alert you.',
      data: await activateTag(db, requestCtx(request), request.params.code, request.body.vehicleId, publicUrl),
    }),
  );

  app.put(
    '/api/my/tags/:code',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Report my tag lost or found, or move it to another of my vehicles',
        params: ZCodeParams,
        body: ZUpdateMyTagRequest,
        response: { 200: ZTagSavedResponse, ...failures(404, 409) },
      },
    },
    async (request) => {
      if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
      const { lost } = request.body;
      const message =
        lost === true
          ? 'Tag reported lost. Anyone who scans it is told so, and you are not alerted through it.'
          : lost === false
            ? 'Tag found: it alerts you again.'
            : 'Tag moved.';
      return {
        status: 'Success' as const,
        message,
        data: await updateMyTag(db, requestCtx(request), request.params.code, request.body, publicUrl),
      };
    },
  );

  app.get(
    '/api/my/tags',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Tags on my vehicles', response: { 200: ZMyTagsResponse } },
    },
    async (request) => {
      if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
      return { status: 'Success' as const, data: await findTagsOfUser(db, request.user._id, publicUrl) };
    },
  );
};

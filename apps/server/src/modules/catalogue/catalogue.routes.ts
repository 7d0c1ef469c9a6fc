import {
  idsToDelete,
  ZCategoryListResponse,
  ZCategoryRequest,
  ZCategorySavedResponse,
  ZDeletedResponse,
  ZDeleteRequest,
  ZIdParams,
  ZVehicleBrandListResponse,
  ZVehicleBrandModelsResponse,
  ZVehicleBrandQuery,
  ZVehicleBrandRequest,
  ZVehicleBrandSavedResponse,
  ZVehicleModelListResponse,
  ZVehicleModelQuery,
  ZVehicleModelRequest,
  ZVehicleModelSavedResponse,
  ZVehicleTypeBrandsResponse,
  ZVehicleTypeListResponse,
  ZVehicleTypeRequest,
  ZVehicleTypeSavedResponse,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedMessage } from '../../platform/delete-many.js';
import { fieldError } from '../../platform/errors.js';
import { requestCtx } from '../../platform/http.js';
import { failures } from '../../platform/responses.js';
import { filesOf, readForm, uploadStore } from '../../platform/uploads.js';
import { parseWith } from '../../platform/validate.js';
import type { AppServices } from '../../services.js';
import {
  createCategory,
  createVehicleBrand,
  createVehicleModel,
  createVehicleType,
  deleteCategories,
  deleteVehicleBrands,
  deleteVehicleModels,
  deleteVehicleTypes,
  findCategories,
  findVehicleBrands,
  findVehicleBrandsWithModels,
  findVehicleModels,
  findVehicleTypes,
  findVehicleTypesWithBrands,
  updateCategory,
} from './catalogue.service.js';

/** Categories (no flags of their own: the product flags guard them) and the vehicle catalogue (docs/product.md §7). */
export const catalogueRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const store = uploadStore(services.config);
  const tags = ['catalogue'];

  // ─── Categories ──────────────────────────────────────────────────────────
  app.get(
    '/api/category',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Product categories', response: { 200: ZCategoryListResponse } },
    },
    async () => ({
      status: 'Success' as const,
      data: await findCategories(db),
    }),
  );

  app.post(
    '/api/category',
    {
      config: { access: { flags: ['createNewProduct'] } },
      schema: {
        tags,
        summary: 'Add a category',
        body: ZCategoryRequest,
        response: { 201: ZCategorySavedResponse, ...failures(409) },
      },
    },
    async (request, reply) => {
      const data = await createCategory(db, requestCtx(request), request.body);
      return reply.status(201).send({ status: 'Success' as const, message: `Category “${data.name}” added.`, data });
    },
  );

  app.put(
    '/api/category/:id',
    {
      config: { access: { flags: ['editProduct'] } },
      schema: {
        tags,
        summary: 'Rename a category',
        params: ZIdParams,
        body: ZCategoryRequest,
        response: { 200: ZCategorySavedResponse, ...failures(404, 409) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      message: 'Category saved.',
      data: await updateCategory(db, requestCtx(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/category',
    {
      config: { access: { flags: ['deleteProduct'] } },
      schema: {
        tags,
        summary: 'Delete categories not used by any product',
        body: ZDeleteRequest,
        // 409 IN_USE: a product still uses one (nothing is deleted).
        response: { 200: ZDeletedResponse, ...failures(404, 409) },
      },
    },
    async (request) => {
      const n = await deleteCategories(db, requestCtx(request), idsToDelete(request.body));
      return { status: 'Success' as const, message: deletedMessage(n, 'category', 'categories'), data: { deleted: n } };
    },
  );

  // ─── Vehicle types ───────────────────────────────────────────────────────
  app.get(
    '/api/vehicletype',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Vehicle types', response: { 200: ZVehicleTypeListResponse } },
    },
    async () => ({
      status: 'Success' as const,
      data: await findVehicleTypes(db),
    }),
  );

  app.post(
    '/api/vehicletype',
    {
      config: { access: { flags: ['addVehicletype'] } },
      schema: {
        tags,
        summary: 'Add a vehicle type',
        body: ZVehicleTypeRequest,
        response: { 201: ZVehicleTypeSavedResponse, ...failures(409) },
      },
    },
    async (request, reply) => {
      const data = await createVehicleType(db, requestCtx(request), request.body);
      return reply
        .status(201)
        .send({ status: 'Success' as const, message: `Vehicle type “${data.name}” added.`, data });
    },
  );

  app.delete(
    '/api/vehicletype',
    {
      config: { access: { flags: ['deleteVehicletype'] } },
      schema: {
        tags,
        summary: 'Delete vehicle types no brand or vehicle uses',
        body: ZDeleteRequest,
        response: { 200: ZDeletedResponse, ...failures(404, 409) },
      },
    },
    async (request) => {
      const n = await deleteVehicleTypes(db, requestCtx(request), idsToDelete(request.body));
      return {
        status: 'Success' as const,
        message: deletedMessage(n, 'vehicle type', 'vehicle types'),
        data: { deleted: n },
      };
    },
  );

  app.get(
    '/api/vehicletypebrand',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Vehicle types, each with its brands', response: { 200: ZVehicleTypeBrandsResponse } },
    },
    async () => ({ status: true as const, data: await findVehicleTypesWithBrands(db) }),
  );

  // ─── Vehicle brands ──────────────────────────────────────────────────────
  app.get(
    '/api/vehiclebrand',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Vehicle brands',
        querystring: ZVehicleBrandQuery,
        response: { 200: ZVehicleBrandListResponse },
      },
    },
    async (request) => ({ status: 'Success' as const, data: await findVehicleBrands(db, request.query) }),
  );

  app.post(
    '/api/vehiclebrand',
    {
      config: { access: { flags: ['addVehiclebrand'] } },
      schema: {
        tags,
        summary: 'Add a brand to a vehicle type',
        body: ZVehicleBrandRequest,
        response: { 201: ZVehicleBrandSavedResponse, ...failures(404, 409) },
      },
    },
    async (request, reply) => {
      const data = await createVehicleBrand(db, requestCtx(request), request.body);
      return reply.status(201).send({ status: 'Success' as const, message: `Brand “${data.name}” added.`, data });
    },
  );

  app.delete(
    '/api/vehiclebrand',
    {
      config: { access: { flags: ['deleteVehiclebrand'] } },
      schema: {
        tags,
        summary: 'Delete brands no model or vehicle uses',
        body: ZDeleteRequest,
        response: { 200: ZDeletedResponse, ...failures(404, 409) },
      },
    },
    async (request) => {
      const n = await deleteVehicleBrands(db, requestCtx(request), idsToDelete(request.body));
      return { status: 'Success' as const, message: deletedMessage(n, 'brand', 'brands'), data: { deleted: n } };
    },
  );

  app.get(
    '/api/vehiclebrandmodel',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Vehicle brands, each with its models', response: { 200: ZVehicleBrandModelsResponse } },
    },
    async () => ({ status: true as const, data: await findVehicleBrandsWithModels(db) }),
  );

  // ─── Vehicle models ──────────────────────────────────────────────────────
  app.get(
    '/api/vehiclemodel',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Vehicle models',
        querystring: ZVehicleModelQuery,
        response: { 200: ZVehicleModelListResponse },
      },
    },
    async (request) => ({ status: 'Success' as const, data: await findVehicleModels(db, request.query) }),
  );

  app.post(
    '/api/vehiclemodel',
    {
      config: { access: { flags: ['addVehiclemodel'] } },
      schema: {
        tags,
        summary: 'Add a model (multipart: name, vehicleBrandId, optional picture file)',
        response: { 201: ZVehicleModelSavedResponse, ...failures(404, 409) },
      },
    },
    async (request, reply) => {
      const form = await readForm(request);
      const input = parseWith(ZVehicleModelRequest, form.fields);
      const pictures = filesOf(form, 'picture');
      if (pictures.length > 1) throw fieldError('picture', 'Choose one picture for a model.');
      const data = await store.with(pictures, ([picture]) =>
        createVehicleModel(db, requestCtx(request), input, picture ?? null),
      );
      return reply.status(201).send({ status: 'Success' as const, message: `Model “${data.name}” added.`, data });
    },
  );

  app.delete(
    '/api/vehiclemodel',
    {
      config: { access: { flags: ['deleteVehiclemodel'] } },
      schema: {
        tags,
        summary: 'Delete models no vehicle uses',
        body: ZDeleteRequest,
        response: { 200: ZDeletedResponse, ...failures(404, 409) },
      },
    },
    async (request) => {
      const n = await deleteVehicleModels(db, requestCtx(request), idsToDelete(request.body), store);
      return { status: 'Success' as const, message: deletedMessage(n, 'model', 'models'), data: { deleted: n } };
    },
  );
};

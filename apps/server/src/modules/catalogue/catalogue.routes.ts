import {
  ZCategoryListResponse,
  ZCategoryRequest,
  ZCategorySavedResponse,
  ZIdParams,
  ZVehicleBrandListResponse,
  ZVehicleBrandQuery,
  ZVehicleBrandRequest,
  ZVehicleBrandSavedResponse,
  ZVehicleBrandTreeResponse,
  ZVehicleModelListResponse,
  ZVehicleModelQuery,
  ZVehicleModelRequest,
  ZVehicleModelSavedResponse,
  ZVehicleTypeListResponse,
  ZVehicleTypeRequest,
  ZVehicleTypeSavedResponse,
  ZVehicleTypeTreeResponse,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerDeleteRoutes } from '../../platform/delete-routes.js';
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
    '/api/categories',
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
    '/api/categories',
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
    '/api/categories/:id',
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

  registerDeleteRoutes(app, {
    path: '/api/categories',
    flag: 'deleteProduct',
    tag: 'catalogue',
    what: 'categories not used by any product',
    one: 'category',
    many: 'categories',
    // 409 IN_USE: a product still uses one (nothing is deleted).
    inUse: true,
    remove: (request, ids) => deleteCategories(db, requestCtx(request), ids),
  });

  // ─── Vehicle types ───────────────────────────────────────────────────────
  app.get(
    '/api/vehicle-types',
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
    '/api/vehicle-types',
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

  registerDeleteRoutes(app, {
    path: '/api/vehicle-types',
    flag: 'deleteVehicletype',
    tag: 'catalogue',
    what: 'vehicle types no brand or vehicle uses',
    one: 'vehicle type',
    many: 'vehicle types',
    inUse: true,
    remove: (request, ids) => deleteVehicleTypes(db, requestCtx(request), ids),
  });

  app.get(
    '/api/vehicle-type-brands',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Vehicle types, each with its brands', response: { 200: ZVehicleTypeTreeResponse } },
    },
    async () => ({ status: 'Success' as const, data: await findVehicleTypesWithBrands(db) }),
  );

  // ─── Vehicle brands ──────────────────────────────────────────────────────
  app.get(
    '/api/vehicle-brands',
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
    '/api/vehicle-brands',
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

  registerDeleteRoutes(app, {
    path: '/api/vehicle-brands',
    flag: 'deleteVehiclebrand',
    tag: 'catalogue',
    what: 'brands no model or vehicle uses',
    one: 'brand',
    many: 'brands',
    inUse: true,
    remove: (request, ids) => deleteVehicleBrands(db, requestCtx(request), ids),
  });

  app.get(
    '/api/vehicle-brand-models',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Vehicle brands, each with its models', response: { 200: ZVehicleBrandTreeResponse } },
    },
    async () => ({ status: 'Success' as const, data: await findVehicleBrandsWithModels(db) }),
  );

  // ─── Vehicle models ──────────────────────────────────────────────────────
  app.get(
    '/api/vehicle-models',
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
    '/api/vehicle-models',
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

  registerDeleteRoutes(app, {
    path: '/api/vehicle-models',
    flag: 'deleteVehiclemodel',
    tag: 'catalogue',
    what: 'models no vehicle uses',
    one: 'model',
    many: 'models',
    inUse: true,
    remove: (request, ids) => deleteVehicleModels(db, requestCtx(request), ids, store),
  });
};

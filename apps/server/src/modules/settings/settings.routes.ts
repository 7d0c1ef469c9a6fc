import {
  PAGE_FLAGS,
  PAGE_SLUGS,
  type PageSlug,
  SHOP_SETTING_FIELDS,
  ZBannerListResponse,
  ZBannerRequest,
  ZBannerSavedResponse,
  ZFaqListResponse,
  ZFaqRequest,
  ZFaqSavedResponse,
  ZIdParams,
  ZPageListResponse,
  ZPageRequest,
  ZPageResponse,
  ZPageSavedResponse,
  ZShopSettingsRequest,
  ZSiteSettingsRequest,
  ZSiteSettingsResponse,
  ZSiteSettingsSavedResponse,
  ZUpdateFaqRequest,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkAccess } from '../../platform/auth.js';
import { registerDeleteRoutes } from '../../platform/delete-routes.js';
import { notFound } from '../../platform/errors.js';
import { requestCtx } from '../../platform/http.js';
import { registerReorderRoute } from '../../platform/reorder.js';
import { failures } from '../../platform/responses.js';
import { filesOf, readForm, uploadStore } from '../../platform/uploads.js';
import { parseWith } from '../../platform/validate.js';
import type { AppServices } from '../../services.js';
import {
  BANNER_ORDER,
  createBanner,
  createFaq,
  deleteBanners,
  deleteFaqs,
  FAQ_ORDER,
  findBanners,
  findFaqs,
  updateFaq,
} from './content.service.js';
import { getPage, getSiteSettings, listPages, updatePage, updateSiteSettings } from './site-settings.service.js';

/** Home-page banners, FAQs, website pages and site settings (S markers); the coupons are in shop/coupons/. */
export const settingsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const { config } = services;
  const store = uploadStore(config);

  // ─── Banners ─────────────────────────────────────────────────────────────
  app.get(
    '/api/banners',
    {
      config: { access: 'public' },
      schema: { tags: ['banners'], summary: 'Home-page banners in order', response: { 200: ZBannerListResponse } },
    },
    async () => ({ status: 'Success' as const, data: await findBanners(db) }),
  );

  app.post(
    '/api/banners',
    {
      config: { access: { flags: ['createBanner'] } },
      schema: {
        tags: ['banners'],
        summary: 'Add a banner (multipart: title, description, imageUrl file)',
        response: { 201: ZBannerSavedResponse },
      },
    },
    async (request, reply) => {
      const form = await readForm(request);
      const input = parseWith(ZBannerRequest, form.fields);
      const data = await createBanner(db, requestCtx(request), store, input, filesOf(form, 'imageUrl'));
      return reply.status(201).send({ status: 'Success' as const, message: 'Banner added.', data });
    },
  );

  registerDeleteRoutes(app, {
    path: '/api/banners',
    flag: 'deleteBanner',
    tag: 'banners',
    what: 'banners and their pictures',
    one: 'banner',
    many: 'banners',
    remove: (request, ids) => deleteBanners(db, requestCtx(request), store, ids),
  });

  // No edit flag exists for banners: adding one (createBanner) is the nearest.
  registerReorderRoute(app, db, { ...BANNER_ORDER, path: '/api/banners/order', flag: 'createBanner', tag: 'banners' });

  // ─── FAQs ────────────────────────────────────────────────────────────────
  registerReorderRoute(app, db, { ...FAQ_ORDER, path: '/api/faqs/order', flag: 'addFAQs', tag: 'faqs' });
  app.get(
    '/api/faqs',
    {
      config: { access: 'public' },
      schema: { tags: ['faqs'], summary: 'FAQs in order', response: { 200: ZFaqListResponse } },
    },
    async () => ({ status: 'Success' as const, data: await findFaqs(db) }),
  );

  app.post(
    '/api/faqs',
    {
      config: { access: { flags: ['addFAQs'] } },
      schema: { tags: ['faqs'], summary: 'Add a FAQ', body: ZFaqRequest, response: { 201: ZFaqSavedResponse } },
    },
    async (request, reply) => {
      const data = await createFaq(db, requestCtx(request), request.body);
      return reply.status(201).send({ status: 'Success' as const, message: 'FAQ added.', data });
    },
  );

  app.put(
    '/api/faqs/:id',
    {
      config: { access: { flags: ['addFAQs'] } },
      schema: {
        tags: ['faqs'],
        summary: 'Edit a FAQ',
        params: ZIdParams,
        body: ZUpdateFaqRequest,
        response: { 200: ZFaqSavedResponse, ...failures(404) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      message: 'FAQ saved.',
      data: await updateFaq(db, requestCtx(request), request.params.id, request.body),
    }),
  );

  registerDeleteRoutes(app, {
    path: '/api/faqs',
    flag: 'deleteFAQs',
    tag: 'faqs',
    what: 'FAQs',
    one: 'FAQ',
    many: 'FAQs',
    remove: (request, ids) => deleteFaqs(db, requestCtx(request), ids),
  });

  // ─── Website pages: each has its own editor flag, so each gets its own PUT route ───
  app.get(
    '/api/pages',
    {
      config: { access: 'public' },
      schema: { tags: ['pages'], summary: 'The website pages', response: { 200: ZPageListResponse } },
    },
    async () => ({ status: 'Success' as const, data: await listPages(db) }),
  );

  app.get(
    '/api/pages/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['pages'],
        summary: `A website page: ${PAGE_SLUGS.join(', ')}`,
        params: z.object({ slug: z.string() }),
        response: { 200: ZPageResponse, ...failures(404) },
      },
    },
    async (request) => {
      const slug = request.params.slug as PageSlug;
      if (!(slug in PAGE_FLAGS)) throw notFound('That page');
      return { status: 'Success' as const, data: await getPage(db, config, slug) };
    },
  );

  for (const slug of PAGE_SLUGS) {
    app.put(
      `/api/pages/${slug}`,
      {
        config: { access: { flags: [PAGE_FLAGS[slug]] } },
        schema: {
          tags: ['pages'],
          summary: `Edit the ${slug} page (${PAGE_FLAGS[slug]})`,
          body: ZPageRequest,
          response: { 200: ZPageSavedResponse },
        },
      },
      async (request) => ({
        status: 'Success' as const,
        message: 'Page saved.',
        data: await updatePage(db, requestCtx(request), slug, request.body),
      }),
    );
  }

  // ─── Site settings ───────────────────────────────────────────────────────
  app.get(
    '/api/settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Support contacts, app and social links, shipping fee and tax rate',
        response: { 200: ZSiteSettingsResponse },
      },
    },
    async () => ({ status: 'Success' as const, data: await getSiteSettings(db, config) }),
  );

  // The website editor keeps the contacts and links; what orders are priced, paid and invoiced with
  // is money and needs its own flag (docs/decisions/0042-shop-settings-flag.md).
  app.put(
    '/api/settings',
    {
      config: { access: { flags: ['editContactUs'] } },
      schema: {
        tags: ['settings'],
        summary:
          'Change the website’s contacts and links (editContactUs); shop settings sent too need editShopSettings',
        body: ZSiteSettingsRequest,
        response: { 200: ZSiteSettingsSavedResponse, ...failures(403) },
      },
    },
    async (request) => {
      // Refused whole, before anything is saved: a half-applied save would be a surprise.
      if (SHOP_SETTING_FIELDS.some((k) => request.body[k] !== undefined))
        checkAccess({ flags: ['editShopSettings'] }, request.user);
      return {
        status: 'Success' as const,
        message: 'Settings saved.',
        data: await updateSiteSettings(db, requestCtx(request), config, request.body),
      };
    },
  );

  app.put(
    '/api/settings/shop',
    {
      config: { access: { flags: ['editShopSettings'] } },
      schema: {
        tags: ['settings'],
        summary: 'Change the shipping fee, tax rate, cash on delivery, seller details and invoice prefix',
        body: ZShopSettingsRequest,
        response: { 200: ZSiteSettingsSavedResponse },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      message: 'Shop settings saved.',
      data: await updateSiteSettings(db, requestCtx(request), config, request.body),
    }),
  );
};

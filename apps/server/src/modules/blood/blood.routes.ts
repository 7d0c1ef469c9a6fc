import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../services.js';
import { bloodAdminRoutes } from './admin.routes.js';
import { bloodPages } from './blood.pages.js';
import { donorRoutes } from './donors.routes.js';
import { requestRoutes } from './requests.routes.js';

/** Emergency blood (docs/decisions/0047-emergency-blood.md): donors, requests, donors' answers, the back office. */
export const bloodRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  await app.register(donorRoutes, { services });
  await app.register(requestRoutes, { services });
  await app.register(bloodAdminRoutes, { services });
  await app.register(bloodPages, { services });
};

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.js';
import { declareFailures, openApiTransform } from './responses.js';

/**
 * The OpenAPI document, built from every route's schemas (registered before the routes, so that
 * it sees them all). The reference page and /api/openapi.json are public outside production; in
 * production only with API_DOCS=true.
 */
export async function registerApiDocs(app: FastifyInstance, config: Config): Promise<void> {
  // The failure shape for what each route's declaration implies (401/403 from its access rule,
  // 400 from its inputs…), beside the answers the route declares itself (responses.ts).
  app.addHook('onRoute', declareFailures);
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.appName} API`, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: openApiTransform,
    // Schemas with an id (the failure shape) become components the answers refer to.
    transformObject: jsonSchemaTransformObject,
  });
  if (!config.apiDocs) return;
  // staticCSP: the docs page sends a CSP naming its own inline scripts by hash.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get(
    '/api/openapi.json',
    {
      config: { access: 'public' },
      schema: { hide: true, response: { 200: z.record(z.string(), z.unknown()) } },
    },
    async () => app.swagger() as unknown as Record<string, unknown>,
  );
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../services.js';
import { stopOffers } from './campaigns.service.js';

const page = (appName: string, title: string, text: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · ${appName}</title></head>
<body><main><h1>${title}</h1><p>${text}</p><p><a href="/account/profile">Your profile</a> has the switch “Offers and reminders by SMS”.</p></main></body></html>`;

/**
 * The STOP link at the end of every campaign text: one tap opts the customer out of offers and
 * reminders, on a page that needs no JavaScript and no sign-in. SOS and order texts still reach them.
 */
export const stopRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const name = services.config.appName;
  app.get(
    '/stop/:token',
    { schema: { hide: true, params: z.object({ token: z.string().max(64) }) } },
    async (request, reply) => {
      const known = await stopOffers(db, request.params.token, app.clock());
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!known)
        return reply
          .status(404)
          .send(
            page(name, 'Link not recognised', 'This stop link is not valid. Check that the whole link was opened.'),
          );
      return page(
        name,
        'You will get no more offers by SMS',
        `${name} will not text you offers or reminders again. Alerts about your vehicle and texts about your orders still reach you.`,
      );
    },
  );
};

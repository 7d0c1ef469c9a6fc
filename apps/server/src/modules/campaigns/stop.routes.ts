import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../services.js';
import { stopOffers, stopTokenKnown } from './campaigns.service.js';

const page = (appName: string, title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${appName}</title></head>
<body><main><h1>${title}</h1>${body}<p><a href="/account/profile">Your profile</a> has the switch “Offers and reminders by SMS”.</p></main></body></html>`;

const ZStopParams = z.object({ token: z.string().max(64) });

/**
 * The STOP link at the end of every campaign text (docs/decisions/0036-sms-campaigns.md). Opening
 * it only shows a button: messaging apps fetch links to preview them (GET, HEAD), and that fetch
 * must not opt anyone out. The button posts a plain form, so it works with no JavaScript and no
 * sign-in. SOS and order texts still reach the customer.
 */
export const stopRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const name = services.config.appName;
  const unknown = page(
    name,
    'Link not recognised',
    '<p>This stop link is not valid. Check that the whole link was opened.</p>',
  );

  app.get('/stop/:token', { schema: { hide: true, params: ZStopParams } }, async (request, reply) => {
    const { token } = request.params;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!(await stopTokenKnown(db, token))) return reply.status(404).send(unknown);
    // A known token is ours (letters, digits, - and _); encoded all the same, as it goes in an attribute.
    return page(
      name,
      'Stop offers by SMS?',
      `<p>${name} will stop texting you offers and reminders. Alerts about your vehicle and texts about your orders still reach you.</p>
<form method="post" action="/stop/${encodeURIComponent(token)}"><button type="submit">Stop offers by SMS</button></form>`,
    );
  });

  app.post('/stop/:token', { schema: { hide: true, params: ZStopParams } }, async (request, reply) => {
    const known = await stopOffers(db, request.params.token, app.clock());
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!known) return reply.status(404).send(unknown);
    return page(
      name,
      'You will get no more offers by SMS',
      `<p>${name} will not text you offers or reminders again. Alerts about your vehicle and texts about your orders still reach you.</p>`,
    );
  });
};

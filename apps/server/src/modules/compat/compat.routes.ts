import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { parseWith } from '../../platform/validate.js';
import { COMPAT_ROUTES, type CompatRoute, type Json, openApiPath } from './compat-table.js';

/** The routes the modules registered, by `METHOD path`: what each old route is an alias of. */
export type RouteBook = Map<string, RouteOptions>;

const key = (method: string, url: string) => `${method} ${url}`;

/** Call before the modules register: notes every route as Fastify adds it. */
export function recordRoutes(app: FastifyInstance): RouteBook {
  const book: RouteBook = new Map();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) book.set(key(method, route.url), route);
  });
  return book;
}

/** The route options an alias shares with its clean route: its hooks and limits (access goes in `config`). */
const SHARED = ['bodyLimit', 'attachValidation', 'onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

function cleanRoute(book: RouteBook, method: string, url: string): RouteOptions {
  const route = book.get(key(method, url));
  if (!route) throw new Error(`Compat: ${method} ${url} is no route; fix modules/compat/compat-table.ts`);
  return route;
}

/**
 * Every row of COMPAT_ROUTES as a deprecated route: the clean route's access rule, hooks and handler, its
 * request mapped to the clean one before the handler runs and its answer mapped back to the old shape (by a
 * serializer for objects, as text for answers the clean route serialized itself), with a Deprecation header
 * and a Link to the clean route. Registered after the modules, so every clean route is in the book.
 */
export async function registerCompatRoutes(app: FastifyInstance, book: RouteBook): Promise<void> {
  for (const row of COMPAT_ROUTES) app.route(aliasOf(row, book));
}

function aliasOf(row: CompatRoute, book: RouteBook): RouteOptions {
  const cleanMethod = row.cleanMethod ?? row.method;
  const clean = cleanRoute(book, cleanMethod, row.clean);
  const cleanSchema = (clean.schema ?? {}) as FastifySchema & { summary?: string; tags?: string[] };
  const { url: _url, method: _method, ...config } = (clean.config ?? {}) as Record<string, unknown>;
  const schema: FastifySchema & Record<string, unknown> = {
    ...cleanSchema,
    summary: `Deprecated: use ${cleanMethod} ${openApiPath(row.clean)}. ${cleanSchema.summary ?? ''}`.trim(),
    deprecated: true,
    ...(row.request?.body ? { body: row.request.body } : {}),
    ...(row.request?.params ? { params: row.request.params } : {}),
    ...(row.answer ? { response: row.answer.response } : {}),
  };
  if (!row.old.includes(':')) delete schema.params;
  if (row.cleanWithAdmin) delete schema.body;
  const options: RouteOptions = {
    method: row.method,
    url: row.old,
    config,
    schema,
    handler: row.cleanWithAdmin ? leadOrUser(clean, cleanRoute(book, row.method, row.cleanWithAdmin)) : clean.handler,
    preHandler: [...[clean.preHandler ?? []].flat(), mapRequest(row)],
    onSend: [deprecationHeaders(row), ...(row.text && row.answer ? [mapText(row.answer.fromClean)] : [])],
  };
  for (const name of SHARED)
    if (name !== 'preHandler' && clean[name] !== undefined) Object.assign(options, { [name]: clean[name] });
  if (row.answer && !row.text) options.serializerCompiler = mappedSerializer(row.answer.fromClean);
  return options;
}

function mapRequest(row: CompatRoute) {
  return async (request: FastifyRequest) => {
    row.request?.toClean(request as { params: unknown; body: unknown });
  };
}

function deprecationHeaders(row: CompatRoute) {
  // Written once per route, not per request: a bystander's lookup comes through here.
  const link = `<${openApiPath(row.clean)}>; rel="successor-version"`;
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('deprecation', 'true');
    reply.header('link', link);
    return payload;
  };
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** The zod serializer of the old schema, given the clean answer mapped back (errors pass as they are). */
function mappedSerializer(fromClean: (body: Json) => Json): NonNullable<RouteOptions['serializerCompiler']> {
  return (route) => {
    const serialize = serializerCompiler(route as never) as (data: unknown) => string;
    const status = Number(route.httpStatus);
    return Number.isFinite(status) && isSuccess(status) ? (d: unknown) => serialize(fromClean(d as Json)) : serialize;
  };
}

function mapText(fromClean: (body: Json) => Json) {
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) =>
    typeof payload === 'string' && isSuccess(reply.statusCode)
      ? JSON.stringify(fromClean(JSON.parse(payload) as Json))
      : payload;
}

/**
 * The spec's POST /api/user/create: without a signed-in user the contact form's lead (POST /api/leads, which
 * refuses a stale token itself), with an admin a new user (POST /api/users, whose flags the service checks by
 * usertype), with a customer the refusal it always gave. The body is checked by the chosen route's schema.
 */
function leadOrUser(lead: RouteOptions, user: RouteOptions): RouteHandlerMethod {
  return async function (this: FastifyInstance, request, reply) {
    const target = request.user ? user : lead;
    if (request.user && request.user.usertype !== 'Admin')
      throw new AppError('FORBIDDEN', 'Only administrators can create accounts. Use Sign up instead.');
    request.body = parseWith((target.schema as { body: z.ZodType }).body, request.body);
    return target.handler.call(this, request, reply);
  };
}

import type { SwaggerTransform } from '@fastify/swagger';
import { ZErrorResponse } from '@safesathi/contract';
import type { FastifyReply, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';
import type { Access } from './auth.js';

/**
 * Every route declares its answers in `schema.response` (docs/decisions/0025-response-schemas.md):
 * - JSON answers with the contract's `Z…Response` schemas. The zod serializer compiler (app.ts)
 *   parses each answer with its schema before it leaves, so a field the schema does not name
 *   never reaches a client, and a wrong answer is a logged 500 rather than a leak.
 * - Binary, text and HTML answers by their content types (below): they are sent as they are.
 * - Failures with the shared failure shape. The ones that follow from the route's declaration
 *   (its access rule, its inputs, its method) are added by `declareFailures`; a route names the
 *   ones its own work can give (404, 409, 429…) with `failures(…)`.
 */

export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/** The failure shape for each status a route's own work can answer. */
export function failures<const S extends FailureStatus[]>(...statuses: S): Record<S[number], typeof ZErrorResponse> {
  return Object.fromEntries(statuses.map((s) => [s, ZErrorResponse])) as Record<S[number], typeof ZErrorResponse>;
}

/** An answer that is not JSON (a PDF, a picture, CSV, an event stream): described by its content types. */
export function contentAnswer(description: string, mediaTypes: string[], format?: 'binary') {
  const schema = format ? { type: 'string', format } : { type: 'string' };
  return { description, content: Object.fromEntries(mediaTypes.map((t) => [t, { schema }])) };
}

/** A server-rendered page. */
export const htmlAnswer = (description: string) => contentAnswer(description, ['text/html']);

/**
 * A failure that a browser form gets as the page again (with its messages) and any other client
 * in the failure shape, by the request's Accept header.
 */
export const failureOrPage = (description: string) => ({
  description,
  content: { 'application/json': { schema: ZErrorResponse }, 'text/html': { schema: { type: 'string' } } },
});

/** An answer with no body (a redirect). */
export const emptyAnswer = (description: string) => ({ description, type: 'null' });

/** The failures that follow from how a route is declared. */
function impliedFailures(route: RouteOptions): FailureStatus[] {
  const statuses: FailureStatus[] = [500, 503];
  const methods = [route.method].flat();
  const hasBody = methods.some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH' || m === 'DELETE');
  const schema = route.schema as FastifySchema | undefined;
  // A path parameter can be refused before the handler (too long, badly encoded: app.ts frameworkErrors).
  const inputs = schema?.body || schema?.querystring || schema?.params || route.url.includes(':');
  if (hasBody || inputs) statuses.push(400);
  if (hasBody) statuses.push(413, 415);
  const access = route.config?.access as Access | undefined;
  if (access && access !== 'public') statuses.push(401);
  if (access && typeof access === 'object') statuses.push(403);
  return statuses;
}

/**
 * An onRoute hook: adds the failure shape for the statuses every route of its kind can give,
 * beside what the route declares (a route's own declaration of a status wins). The response map
 * is copied, as routes may share one declaration.
 */
export function declareFailures(route: RouteOptions): void {
  const schema = route.schema as (FastifySchema & { hide?: boolean }) | undefined;
  if (!schema) return;
  const implied = failures(...impliedFailures(route));
  route.schema = { ...schema, response: { ...implied, ...(schema.response as object | undefined) } };
}

const isZod = (value: unknown): value is $ZodType => value instanceof $ZodType;

/**
 * fastify-type-provider-zod's transform for the OpenAPI document, extended to answers described
 * by content type (`{description, content: {type: {schema}}}`, zod or JSON Schema) and to answers
 * with no body, which it refuses.
 */
export const openApiTransform: SwaggerTransform = (input) => {
  if (!input.schema) return jsonSchemaTransform(input);
  const response = (input.schema?.response ?? {}) as Record<string, unknown>;
  const zodAnswers: Record<string, unknown> = {};
  const described: Record<string, { content?: Record<string, { schema: unknown }> }> = {};
  for (const [status, answer] of Object.entries(response)) {
    if (isZod(answer)) zodAnswers[status] = answer;
    else described[status] = answer as (typeof described)[string];
  }
  const toJson = (schema: unknown) =>
    isZod(schema)
      ? (
          jsonSchemaTransform({ ...input, schema: { response: { 200: schema } } }).schema.response as Record<
            string,
            unknown
          >
        )['200']
      : schema;
  const out = jsonSchemaTransform({ ...input, schema: { ...input.schema, response: zodAnswers } });
  if ((out.schema as { hide?: boolean }).hide) return out;
  const transformed = (out.schema.response ?? {}) as Record<string, unknown>;
  for (const [status, answer] of Object.entries(described)) {
    const content = answer.content
      ? Object.fromEntries(
          Object.entries(answer.content).map(([type, c]) => [type, { ...c, schema: toJson(c.schema) }]),
        )
      : undefined;
    transformed[status] = content ? { ...answer, content } : answer;
  }
  return { ...out, schema: { ...out.schema, response: transformed } };
};

/**
 * A JSON answer worked out once: the value parsed with its schema (what the serializer would do
 * on every request) and written out, to be kept and sent as it is with `sendJson`.
 */
export function serializeWith(schema: { parse(value: unknown): unknown }, value: unknown): string {
  return JSON.stringify(schema.parse(value));
}

/** Sends a body serializeWith made: Fastify sends a string with a JSON content type without serializing it again. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

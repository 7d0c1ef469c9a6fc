import { type PermissionFlag, ZBulkDeleteRequest, ZDeletedResponse, ZIdParams } from '@safesathi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deletedMessage } from './delete-many.js';
import { failures } from './responses.js';

interface DeleteRoutesOptions {
  /** The collection: `/api/categories` gives DELETE `/api/categories/:id` and POST `/api/categories/bulk-delete`. */
  path: string;
  flag: PermissionFlag;
  tag: string;
  /** The summary's object: 'categories not used by any product'. */
  what: string;
  /** For the message: 'category' / 'categories'. */
  one: string;
  many: string;
  /** 409 where a record still in use is refused (IN_USE). */
  inUse?: true;
  /** Deletes every id or none (404 for an unknown one); the number deleted. */
  remove: (request: FastifyRequest, ids: string[]) => Promise<number>;
}

/**
 * A collection's deletes (ADR 0061): one record by the id in the path, many by a POST of their ids to
 * `…/bulk-delete` (a DELETE's body is not for ids: proxies and clients may drop it). Same handler, same answer.
 */
export function registerDeleteRoutes(app: FastifyInstance, o: DeleteRoutesOptions): void {
  const response = { 200: ZDeletedResponse, ...(o.inUse ? failures(404, 409) : failures(404)) };
  const config = { access: { flags: [o.flag] } };
  const answer = async (request: FastifyRequest, ids: string[]) => {
    const n = await o.remove(request, ids);
    return { status: 'Success' as const, message: deletedMessage(n, o.one, o.many), data: { deleted: n } };
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.delete(
    `${o.path}/:id`,
    {
      config,
      schema: { tags: [o.tag], summary: `Delete one ${o.one}, as bulk-delete does`, params: ZIdParams, response },
    },
    async (request) => answer(request, [request.params.id]),
  );
  typed.post(
    `${o.path}/bulk-delete`,
    { config, schema: { tags: [o.tag], summary: `Delete ${o.what}`, body: ZBulkDeleteRequest, response } },
    async (request) => answer(request, [...new Set(request.body.ids)]),
  );
}

import type { ServerResponse } from 'node:http';
import { ZSosCall } from '@safesathi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, hasPermission, loadSessionUser } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { contentAnswer, failures, serializeWith } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';

/** Open live streams one user may hold (tabs, devices); one more is refused. */
export const MAX_STREAMS_PER_USER = 5;

interface Stream {
  res: ServerResponse;
  token: string;
  userId: string;
  sessionId: string;
}

/**
 * The back office's live SOS stream (Server-Sent Events). A stream is a long-lived answer to one
 * authorised request, so it is checked again: at once when a sign-out, a permission change or a
 * deletion is announced by any instance (`access-changed`), and every `recheckMs` in any case (a
 * change made where no announcement reached). A stream whose session ended, or whose admin lost
 * viewSosCall, is closed. Streams are closed before the server itself closes (SIGTERM).
 */
export function registerLiveStream(app: FastifyInstance, services: AppServices, recheckMs: number): void {
  const streams = new Set<Stream>();
  const { db } = services.database;

  const stillAllowed = async (s: Stream): Promise<boolean> => {
    const found = await loadSessionUser(db, services.tokens, s.token, app.clock());
    return !!found && found.sessionId === s.sessionId && hasPermission(found.user, 'viewSosCall');
  };
  const recheck = async (which: Iterable<Stream>) => {
    for (const s of [...which]) {
      try {
        if (!(await stillAllowed(s))) s.res.end();
      } catch (err) {
        // The database may be briefly away: keep the stream; the next check decides.
        app.log.warn({ err }, 'could not re-check a live stream');
      }
    }
  };

  const offChanged = services.events.onBroadcast('access-changed', ({ userId, sessionId }) => {
    void recheck([...streams].filter((s) => s.userId === userId || s.sessionId === sessionId));
  });
  const timer = setInterval(() => void recheck(streams), recheckMs);
  timer.unref();
  // Before the server closes: it waits for every open connection, and a stream never ends by itself.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    offChanged();
    for (const s of streams) s.res.end();
  });

  app.get(
    '/api/notifications/stream',
    {
      config: { access: { flags: ['viewSosCall'] } },
      schema: {
        tags: ['sos'],
        summary: 'Server-Sent Events: new SOS calls',
        response: {
          200: contentAnswer('An event stream: each new SOS call as a `soscall` event whose data is the call', [
            'text/event-stream',
          ]),
          // 429: five live windows are already open.
          ...failures(429),
        },
      },
    },
    (request: FastifyRequest, reply: FastifyReply) => {
      const user = request.user!;
      const open = [...streams].filter((s) => s.userId === user._id).length;
      if (open >= MAX_STREAMS_PER_USER)
        throw new AppError(
          'RATE_LIMITED',
          `You already have ${MAX_STREAMS_PER_USER} live windows open. Close one and try again.`,
          undefined,
          { 'retry-after': '30' },
        );
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n: connected\n\n');
      const stream: Stream = {
        res,
        token: bearerToken(request)!,
        userId: user._id,
        sessionId: request.sessionId!,
      };
      const offNew = services.events.on('soscall', (call) => {
        // Written by hand, not by Fastify: the call still goes through its schema, as JSON answers do.
        res.write(`event: soscall\nid: ${call._id}\ndata: ${serializeWith(ZSosCall, call)}\n\n`);
      });
      // An answer through a text's link: the call again, whole, under its own event name.
      const offUpdated = services.events.on('soscall-updated', (call) => {
        res.write(`event: soscall-updated\ndata: ${serializeWith(ZSosCall, call)}\n\n`);
      });
      const off = () => {
        offNew();
        offUpdated();
      };
      // Comments keep proxies from closing an idle stream.
      const ping = setInterval(() => res.write(': ping\n\n'), 25_000);
      const close = () => {
        clearInterval(ping);
        off();
        streams.delete(stream);
      };
      streams.add(stream);
      request.raw.on('close', close);
      res.on('close', close);
    },
  );
}

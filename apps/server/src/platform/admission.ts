import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.js';
import { pathOf } from './request-hooks.js';

export interface AdmissionOptions {
  /** Requests served at once; the rest wait their turn in arrival order. */
  maxConcurrent: number;
  /** How long a request may wait for its turn before it is told to come back (503 + Retry-After). */
  maxWaitMs: number;
  /** Paths that never wait: health checks, long-lived streams, static files. */
  exempt(path: string): boolean;
}

interface Waiter {
  admit(): void;
  timer: NodeJS.Timeout;
}

declare module 'fastify' {
  interface FastifyRequest {
    admitted?: boolean;
  }
}

/**
 * Load shedding in front of the database (docs/decisions/0020-delivery.md). The embedded
 * database has one connection: past a few requests at once, more only wait longer, and without a
 * bound some wait without end. So requests take turns, first come first served, a fixed number
 * at a time; one that cannot start within `maxWaitMs` gets a clear 503 with Retry-After, and
 * health checks are answered at once whatever the load.
 */
export function registerAdmission(app: FastifyInstance, o: AdmissionOptions): { readonly waiting: number } {
  let active = 0;
  const queue: Waiter[] = [];
  const retryAfter = String(Math.max(1, Math.ceil(o.maxWaitMs / 1000)));

  const release = (request: FastifyRequest) => {
    if (!request.admitted) return;
    request.admitted = false;
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.admit();
    } else active--;
  };

  const busy = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('retry-after', retryAfter);
    // A bystander posting the SOS form without JavaScript gets a page, not JSON.
    if ((request.headers.accept ?? '').includes('text/html'))
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Busy</title>' +
            '<p>We are very busy right now. Please try again in a few seconds.</p>' +
            '<p><strong>In an emergency, call <a href="tel:112">112</a> now.</strong></p>',
        );
    return reply
      .status(503)
      .send(errorBody('SERVICE_BUSY', 'We are very busy right now. Please try again in a few seconds.'));
  };

  // Synchronous when a slot is free (nearly always): no promise, no extra turn of the event loop.
  app.addHook('onRequest', (request, reply, done) => {
    if (o.exempt(pathOf(request.url))) return done();
    if (active < o.maxConcurrent) {
      active++;
      request.admitted = true;
      return done();
    }
    const waiter: Waiter = {
      admit: () => {
        // The slot passed on by release() is this request's now.
        request.admitted = true;
        if (request.raw.destroyed) release(request);
        done();
      },
      timer: setTimeout(() => {
        const i = queue.indexOf(waiter);
        if (i >= 0) queue.splice(i, 1);
        busy(request, reply);
      }, o.maxWaitMs),
    };
    queue.push(waiter);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    release(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    release(request);
    done();
  });
  return {
    get waiting() {
      return queue.length;
    },
  };
}

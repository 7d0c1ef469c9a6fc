import formbody from '@fastify/formbody';
import { parse as parseForm } from 'fast-querystring';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/**
 * How deep and how wide a request body may be (docs/decisions/0044-body-limits.md). No request of
 * the API nests more than five levels or holds more than a few hundred values (the longest lists
 * are 100 ids), so these refuse only crafted bodies: one nested 100,000 levels deep overflowed the
 * stack of every recursive walk after parsing (500 on every route), and 20,000 keys cost the
 * public SOS path CPU before validation refused them.
 */
export const BODY_LIMITS = { depth: 32, entries: 1000 } as const;

export type BodyLimits = { depth: number; entries: number };
export type ShapeProblem = 'depth' | 'entries';

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_OBJECT = 123;
const OPEN_ARRAY = 91;
const CLOSE_OBJECT = 125;
const CLOSE_ARRAY = 93;
const COMMA = 44;

/**
 * One pass over JSON text, before anything is built: the nesting and the values (counted by the
 * commas between them) outside strings. Strings are skipped with indexOf, so a long text field
 * costs a native search, not a loop. Malformed JSON is left to JSON.parse to refuse.
 */
export function jsonShapeProblem(text: string, limits: BodyLimits = BODY_LIMITS): ShapeProblem | null {
  let depth = 0;
  let entries = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = closingQuote(text, i + 1);
      if (end === -1) return null;
      i = end;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > limits.depth) return 'depth';
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    } else if (c === COMMA) {
      if (++entries >= limits.entries) return 'entries';
    }
  }
  return null;
}

/** The index of the quote that ends the string starting at `from` (one not escaped), or -1. */
function closingQuote(text: string, from: number): number {
  let at = from;
  for (;;) {
    const q = text.indexOf('"', at);
    if (q === -1) return -1;
    // Escaped only after an odd run of backslashes: `\"` is inside, `\\"` ends the string.
    let run = 0;
    while (text.charCodeAt(q - 1 - run) === BACKSLASH) run++;
    if (run % 2 === 0) return q;
    at = q + 1;
  }
}

/**
 * Form fields of a plain HTML form (the SOS page's): fast-querystring never nests (`a[b][c]` is
 * one key), so only their number is limited, counted by the `&` between them.
 */
export function formShapeProblem(text: string, limits: BodyLimits = BODY_LIMITS): ShapeProblem | null {
  let entries = 0;
  for (let at = text.indexOf('&'); at !== -1; at = text.indexOf('&', at + 1))
    if (++entries >= limits.entries) return 'entries';
  return null;
}

export function shapeError(problem: ShapeProblem, limits: BodyLimits = BODY_LIMITS): AppError {
  return problem === 'depth'
    ? new AppError('BAD_REQUEST', `The request body is nested too deeply (at most ${limits.depth} levels).`)
    : new AppError('PAYLOAD_TOO_LARGE', `The request body has too many values (at most ${limits.entries}).`);
}

/**
 * Fastify's JSON parser (secure-json-parse: `__proto__` and `constructor` keys refused) and the
 * form parser, each behind the shape check above, for every route of the app. Registered on the
 * root instance, so a scope that sets its own parsers (the payment webhook's raw text) keeps them.
 */
export async function registerBodyParsers(app: FastifyInstance, limits: BodyLimits = BODY_LIMITS): Promise<void> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = jsonShapeProblem(body as string, limits);
    if (problem) return done(shapeError(problem, limits), undefined);
    parseJson(request, body as string, done);
  });
  await app.register(formbody, {
    parser: (text: string) => {
      const problem = formShapeProblem(text, limits);
      if (problem) throw shapeError(problem, limits);
      return parseForm(text);
    },
  });
}

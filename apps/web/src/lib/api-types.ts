// The types of apps/web/src/lib/api.ts's calls, read from the generated `paths` of the server's OpenAPI
// document (api-schema.gen.ts, `npm run api:types`): which paths a method has, what a call must send
// (path and query parameters, the body) and what it answers (the body of its 2xx answer).
import type { paths } from './api-schema.gen';

export type Method = 'get' | 'post' | 'put' | 'delete';

/** The paths that have an operation for `M` (the generator writes `put?: never` where there is none). */
export type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, unknown> ? P : never;
}[keyof paths];

type Operation<P extends keyof paths, M extends Method> = paths[P] extends Record<M, infer O> ? O : never;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The body of the operation's successful answer; a file (CSV, PDF) arrives as its text. */
export type Answer<O> = O extends { responses: infer R }
  ? {
      [S in keyof R]: S extends SuccessStatus
        ? R[S] extends { content: infer C }
          ? C extends { 'application/json': infer B }
            ? B
            : C[keyof C]
          : undefined
        : never;
    }[keyof R]
  : never;

export type QueryValues = Record<string, string | number | boolean | undefined | null>;

/** What every call may add, whatever its route. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Send no bearer token (public calls: sign-in, token check). */
  anonymous?: boolean;
}

type OpParams<O> = O extends { parameters: infer Pa } ? Pa : Record<string, never>;

/** The `{name}`s of a path. */
type PathNames<P> = P extends `${string}{${infer N}}${infer Rest}` ? N | PathNames<Rest> : never;

/**
 * Path parameters (`{id}` in the path) as the route declares them; a route whose parameters the
 * document leaves out (its handler reads them unchecked) still takes one value per `{name}`.
 */
type PathPart<P, O> =
  OpParams<O> extends { path: infer X } ? ([X] extends [never] ? NamedPathPart<P> : { path: X }) : NamedPathPart<P>;
type NamedPathPart<P> = [PathNames<P>] extends [never] ? unknown : { path: Record<PathNames<P>, string | number> };
/** Query parameters when the route declares some (optional unless one of them is required). */
type QueryPart<O> =
  OpParams<O> extends { query: infer X }
    ? [X] extends [never]
      ? unknown
      : { query: X }
    : OpParams<O> extends { query?: infer X }
      ? [X] extends [never | undefined]
        ? unknown
        : { query?: X }
      : unknown;
type ParamsPart<P, O> = PathPart<P, O> & QueryPart<O>;

/**
 * The JSON body when the route declares one; a route without one (the uploads, whose multipart body
 * the routes read themselves) may be sent a FormData.
 */
type BodyPart<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? { body?: B }
    : { body?: FormData };

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

type Init<P, O> = CallOptions &
  BodyPart<O> &
  (RequiredKeys<ParamsPart<P, O>> extends never ? { params?: ParamsPart<P, O> } : { params: ParamsPart<P, O> });

/** `init` is required when the route needs path parameters, a required query parameter or a body. */
type InitArgs<P, O> = RequiredKeys<Init<P, O>> extends never ? [init?: Init<P, O>] : [init: Init<P, O>];

export type Caller<M extends Method> = <P extends PathsWith<M>>(
  path: P,
  ...init: InitArgs<P, Operation<P, M>>
) => Promise<Answer<Operation<P, M>>>;

/** The untyped shape `api.ts` implements every method with. */
export interface CallInit extends CallOptions {
  params?: { path?: Record<string, string | number>; query?: QueryValues };
  body?: unknown;
}

/** The answer of `M path`, for naming it (a hook's return, a component's props). */
export type ApiAnswer<M extends Method, P extends PathsWith<M>> = Answer<Operation<P, M>>;
/** The JSON body `M path` takes. */
export type ApiBody<M extends Method, P extends PathsWith<M>> =
  Operation<P, M> extends {
    requestBody?: { content: { 'application/json': infer B } };
  }
    ? B
    : never;
/** The query parameters `GET path` takes. */
export type ApiQuery<P extends PathsWith<'get'>> =
  Operation<P, 'get'> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

import { COMPAT_ROUTES, type CompatRoute, openApiPath } from './compat-table.js';

// What scripts/check-clean-routes.ts (`npm run lint`) looks for in the web app: a deprecated route of
// COMPAT_ROUTES named in code, by the typed client or as a bare path. Kept apart from the script so a test runs it.

export interface OldRouteUse {
  line: number;
  route: string;
  clean: string;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const METHODS = 'GET|POST|PUT|DELETE|PATCH';

/** The path as code writes it: `{id}` in the typed client, `${…}` or `:id` in a literal. */
function pathPattern(path: string): string {
  return openApiPath(path)
    .split(/(\{[A-Za-z_]+\})/)
    .map((part) => (part.startsWith('{') ? '(?:\\{[A-Za-z_]+\\}|\\$\\{[^}]+\\}|:[A-Za-z_]+)' : escapeRegExp(part)))
    .join('');
}

interface Matcher {
  row: CompatRoute;
  /** `api.PUT('/api/reason/update/{id}'`, `ApiAnswer<'put', '/api/…'>`, `ApiQuery<'/api/…'>` (a GET). */
  typed: RegExp;
  /**
   * The path alone in quotes, wherever it is (a fetch, an EventSource, a link); none where the old path is also
   * a clean route's under another method (`DELETE /api/faqs` beside `GET /api/faqs`): only the method tells.
   */
  bare: RegExp | null;
}

const CLEAN_PATHS = new Set(COMPAT_ROUTES.flatMap((r) => [r.clean, r.cleanWithAdmin ?? r.clean]));

function matcherOf(row: CompatRoute): Matcher {
  const quoted = `['"\`]${pathPattern(row.old)}(?:['"\`?#])`;
  const m = row.method;
  const typed =
    m === 'GET'
      ? `(?:\\.${m}\\(\\s*${quoted}|<\\s*'get'\\s*,\\s*${quoted}|ApiQuery<\\s*${quoted})`
      : `(?:\\.${m}\\(\\s*${quoted}|<\\s*'${m.toLowerCase()}'\\s*,\\s*${quoted})`;
  return { row, typed: new RegExp(typed), bare: CLEAN_PATHS.has(row.old) ? null : new RegExp(quoted) };
}

const MATCHERS = COMPAT_ROUTES.map(matcherOf);
/** A call of the typed client or a type helper naming a method: only the typed rule judges it. */
const TYPED_CALL = new RegExp(`(?:\\.(?:${METHODS})\\(|<\\s*'[a-z]+'\\s*,|ApiQuery<)\\s*['"\`]/api/`);

/** Every use of a deprecated route in one source file, line by line. */
export function oldRouteUses(source: string): OldRouteUse[] {
  const found: OldRouteUse[] = [];
  for (const [i, text] of source.split('\n').entries()) {
    for (const { row, typed, bare } of MATCHERS) {
      const hit = typed.test(text) || (!TYPED_CALL.test(text) && !!bare?.test(text));
      if (hit)
        found.push({
          line: i + 1,
          route: `${row.method} ${row.old}`,
          clean: `${row.cleanMethod ?? row.method} ${row.clean}${row.cleanWithAdmin ? ` (or ${row.cleanWithAdmin} for an admin)` : ''}`,
        });
    }
  }
  return found;
}

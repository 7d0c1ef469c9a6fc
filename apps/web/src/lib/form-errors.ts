import { ApiError, messageWithWait } from './api';

/**
 * The server's name for a field as a form path: `body.phone` and `/phone` → `phone`,
 * `productList/0/quantity` → `productList.0.quantity` (packages/contract/src/errors.ts, FieldError).
 */
export function formPath(path: string): string {
  return String(path ?? '')
    .replace(/^\//, '')
    .replace(/\//g, '.')
    .replace(/^(body|query|params)\./, '');
}

/** Whether `values` holds something at a dotted path (`contacts.2.phone`): the form shows that field. */
export function hasPath(values: unknown, path: string): boolean {
  if (!path) return false;
  let current: unknown = values;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return false;
    if (Array.isArray(current) ? Number(segment) >= current.length : !(segment in current)) return false;
    current = (current as Record<string, unknown>)[segment];
  }
  return true;
}

export interface FailureSplit {
  /** Messages for the form's own fields, by form path. */
  fields: Record<string, string>;
  /** What no field took: the sentence for a toast (or a message in the form); null when every part found its field. */
  rest: string | null;
}

/**
 * Splits a failed answer (lib/api.ts ApiError) into errors for the form's fields and a sentence
 * for the rest. Any refusal that names fields counts (bad input 400, "no such tag" 404, "already
 * registered" 409, a wrong picture 413/415); a server failure (5xx) or no answer never does.
 * `has(path)` says whether the form shows that field. A path that is not a field is tried by its
 * first segment (`productList.0.quantity` on a form showing only `productList`), and `aliases`
 * renames a server path, whole or by first segment, onto the form's (`countryCode` → `country`).
 * A refusal other than bad input says more in its sentence than in the field's short note ("This
 * tag is already active on this vehicle" beside "already in use"): the note goes on the field and
 * the sentence in the toast. Bad input's sentence only repeats its fields, so it is not shown.
 * `say` words the refusal's own sentence (i18n/error-text.tsx: in the page's language on a
 * customer's screen), also where the server put that same sentence on a field (a wrong code).
 */
export function splitFailure(
  error: unknown,
  has: (path: string) => boolean,
  aliases: Record<string, string> = {},
  say: (error: unknown) => string = messageWithWait,
): FailureSplit {
  const own = say(error);
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return { fields: {}, rest: own };
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const entry of error.errors) {
    const path = formPath(entry.path);
    const first = path.split('.')[0] ?? '';
    const target = [aliases[path] ?? path, aliases[first] ?? first].find((p) => p && has(p));
    const text = entry.message === error.message ? own : entry.message;
    if (target) fields[target] ??= text;
    else unplaced.push(text);
  }
  if (Object.keys(fields).length === 0) return { fields, rest: own };
  const placed = new Set(Object.values(fields));
  if (error.status !== 400 && !placed.has(own)) unplaced.unshift(own);
  return { fields, rest: unplaced.length ? [...new Set(unplaced)].join(' ') : null };
}

/** Moves focus to the first field (marked `data-path`, as Mantine's getInputProps marks them) that has an error, in the order the form shows them. */
export function focusFirstError(formElement: HTMLElement | null | undefined, paths: string[]): void {
  if (!formElement || paths.length === 0) return;
  const wanted = new Set(paths);
  const matches = (path: string) =>
    wanted.has(path) || paths.some((p) => p.startsWith(`${path}.`) || path.startsWith(`${p}.`));
  for (const element of Array.from(formElement.querySelectorAll<HTMLElement>('[data-path]'))) {
    if (matches(element.dataset.path ?? '')) {
      // A wrapper (a group of radios, the stars) marks itself; focus what can take it.
      const target = element.matches('input, textarea, select, button, [tabindex]')
        ? element
        : (element.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, button, [tabindex]') ?? element);
      target.focus();
      return;
    }
  }
}

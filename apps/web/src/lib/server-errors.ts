import { ApiError, messageWithWait } from './api';

/**
 * The server's per-field errors (`errors[].path`) as form field names, for any refusal that names
 * fields: bad input (400), a taken name or a refused coupon (409), a wrong picture (413, 415).
 * `productList.0.quantity` is answered whole and under its first segment, so a form can show it
 * beside the row or beside the list; `aliases` moves a server name onto the form's own. A refusal
 * other than bad input that names one field (409 "coupon used up") puts its whole sentence there,
 * which says more than the entry's short note.
 */
export function serverFieldErrors(error: unknown, aliases: Record<string, string> = {}): Record<string, string> {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return {};
  const single = error.status !== 400 && error.errors.length === 1;
  const out: Record<string, string> = {};
  for (const entry of error.errors) {
    const path = String(entry.path ?? '')
      .replace(/^\//, '')
      .replace(/\//g, '.')
      .replace(/^(body|query)\./, '');
    if (!path) continue;
    const message = single ? error.message : entry.message;
    const first = path.split('.')[0] ?? path;
    for (const key of [aliases[path] ?? path, aliases[first] ?? first]) if (!out[key]) out[key] = message;
  }
  return out;
}

/**
 * Puts a failed save's field errors on the form's fields and answers the sentence to show above
 * the buttons when none of `shown` took it (a 403, a 404, a network failure…), else null.
 */
export function applyServerErrors(
  form: { setErrors: (errors: Record<string, string>) => void },
  error: unknown,
  shown: readonly string[],
  aliases: Record<string, string> = {},
): string | null {
  const fields = serverFieldErrors(error, aliases);
  const placed = Object.fromEntries(Object.entries(fields).filter(([k]) => shown.includes(k)));
  form.setErrors(placed);
  return Object.keys(placed).length > 0 ? null : messageWithWait(error);
}

// The plain day helpers, apart from their zod schema (ZDay in ./dates.ts) so that pages which only
// show or compute days (the public ones among them) do not pull zod into their chunks.

/** Every calendar day in the product is a day in India (docs/product.md §10). */
export const TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET = '+05:30';

const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day (YYYY-MM-DD) an instant falls on in India. */
export function kolkataDay(instant: Date): string {
  return dayParts.format(instant);
}

/** YYYY-MM-DD (or an ISO timestamp) → DD/MM/YYYY, the way every screen shows dates. */
export function formatDay(value: string | Date | null | undefined): string {
  if (!value) return '';
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : kolkataDay(new Date(value));
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** The first instant of an Indian day. */
export function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000${IST_OFFSET}`);
}

/** The last instant of an Indian day (a coupon valid "until 31/12" works all of that day). */
export function endOfDay(day: string): Date {
  return new Date(`${day}T23:59:59.999${IST_OFFSET}`);
}

/** YYYY-MM-DD plus n days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

function isRealDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * A day from a form: 'DD/MM/YYYY' (the spec's order dialog), 'YYYY-MM-DD', or an ISO
 * timestamp (a date picker's midnight), read in India. Answers 'YYYY-MM-DD' or null.
 */
export function parseDay(value: string): string | null {
  const v = value.trim();
  let m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(v);
  if (m) {
    const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return isRealDay(y, mo, d) ? `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}` : null;
  }
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (m) return isRealDay(Number(m[1]), Number(m[2]), Number(m[3])) ? v : null;
  if (/^\d{4}-\d{2}-\d{2}T/.test(v)) {
    const t = Date.parse(v);
    return Number.isNaN(t) ? null : kolkataDay(new Date(t));
  }
  return null;
}

import { formatDay, TIME_ZONE } from '@safesathi/contract';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function pick(date: Date): Record<string, string> {
  return Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, p.value]));
}

/** An instant as every screen shows it: DD/MM/YYYY HH:mm in India (docs/product.md §10). */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const p = pick(date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** The time alone: HH:mm in India. */
export function formatTime(value: string | Date | null | undefined): string {
  return formatDateTime(value).slice(11);
}

/**
 * The day alone, DD/MM/YYYY in India: of an instant, or of a day as the API gives it (YYYY-MM-DD).
 * The one way a screen shows a date (the contract's formatDay, which the server's texts use too).
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (!(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) && Number.isNaN(new Date(value).getTime()))
    return '';
  return formatDay(value);
}

/** "just now", "5 min ago", "3 h ago", else the date and time: for lists of live events. */
export function formatAgo(value: string, now = Date.now()): string {
  const ms = now - new Date(value).getTime();
  if (Number.isNaN(ms)) return '';
  if (ms < 60_000) return 'just now';
  if (ms < 3_600_000) return `${Math.floor(ms / 60_000)} min ago`;
  if (ms < 86_400_000) return `${Math.floor(ms / 3_600_000)} h ago`;
  return formatDateTime(value);
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A countdown in words: "1 minute", "1 minute 5 seconds", "59 seconds", "1 second". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(s / 60);
  const rest = s % 60;
  if (minutes === 0) return plural(rest, 'second');
  return rest === 0 ? plural(minutes, 'minute') : `${plural(minutes, 'minute')} ${plural(rest, 'second')}`;
}

import { formatMoney, isPermissionFlag, permissionLabel, type TAuditEntry } from '@safesathi/contract';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../lib/date-time';

/** Field names the API keeps in the spec's spelling, in words. */
const FIELD_WORDS: Record<string, string> = {
  usertype: 'user type',
  streetAdd: 'street',
  pincode: 'PIN code',
  ordernumber: 'order number',
  reasonTextHi: 'reason text (Hindi)',
  discountName: 'coupon code',
  maxCapPaise: 'maximum discount',
  totalPaise: 'total',
  qrTag: 'QR tag',
  faq: 'FAQ',
  sosCall: 'SOS call',
};

/** Bookkeeping columns every row has: a change to them alone is no news to a reader. */
const QUIET = new Set(['updatedAt', 'createdAt', 'id', '_id']);

/**
 * A changed field (or a record's kind: "vehicleBrand") in words: a permission flag by what it allows ("editTemplete" → "Edit QR tags"),
 * else the camel-case name split ("bloodGroup" → "blood group", "vehicleTypeId" → "vehicle type").
 */
export function fieldLabel(key: string): string {
  if (isPermissionFlag(key)) return permissionLabel(key);
  if (FIELD_WORDS[key]) return FIELD_WORDS[key];
  return key
    .replace(/Id$/, '')
    .replace(/Paise$/, '')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/** The same, starting with a capital, as a heading or a line of its own ("Blood group"). */
export const fieldTitle = (key: string) => {
  const words = fieldLabel(key);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The fields an update changed (top level), so a row says "name, phone" instead of two JSON blobs. */
export function changedKeys(before: unknown, after: unknown): string[] {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  if (Array.isArray(before) || Array.isArray(after))
    return JSON.stringify(before) === JSON.stringify(after) ? [] : ['list'];
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => !QUIET.has(k) && JSON.stringify(b[k]) !== JSON.stringify(a[k]),
  );
}

const ISO_RE = /^\d{4}-\d{2}-\d{2}T/;

/**
 * A logged value as a person reads it: dates DD/MM/YYYY, yes/no, "—" for nothing, lists by count.
 * With `t` the words are the screen's language; without it (tests, the order history), English.
 */
export function formatValue(key: string, value: unknown, t?: TFunction): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean')
    return t ? (value ? t('adminAudit:value.yes') : t('adminAudit:value.no')) : value ? 'yes' : 'no';
  if (typeof value === 'number' && /Paise$/.test(key)) return formatMoney(value);
  if (typeof value === 'string') return ISO_RE.test(value) ? formatDateTime(value) : value;
  if (Array.isArray(value)) {
    if (t)
      return value.length === 0 ? t('adminAudit:value.none') : t('adminAudit:value.entries', { count: value.length });
    return value.length === 0 ? 'none' : `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface ChangeLine {
  field: string;
  from: string;
  to: string;
}

/** "Name: Asha → Asha Rao", one line per changed field. */
export function changeLines(before: unknown, after: unknown, t?: TFunction): ChangeLine[] {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  if (Array.isArray(before) || Array.isArray(after))
    return changedKeys(before, after).length
      ? [
          {
            field: t ? t('adminAudit:list') : 'List',
            from: formatValue('list', before, t),
            to: formatValue('list', after, t),
          },
        ]
      : [];
  return changedKeys(before, after).map((k) => ({
    field: fieldTitle(k),
    from: formatValue(k, b[k], t),
    to: formatValue(k, a[k], t),
  }));
}

/**
 * Who made a change or moved an order: the person by name; no person (a payment the provider
 * confirmed, an order expiring, a text's answer link) is the system, never "a deleted admin" (a
 * deleted admin keeps their name).
 */
export const actorLabel = (actor: { name: string } | null | undefined, t?: TFunction): string =>
  actor?.name || (t ? t('adminAudit:system') : 'System');

/** A person's record is a "customer" or an "admin" (its snapshot's usertype), not a "user". */
function entityWord(e: TAuditEntry, t?: TFunction): string {
  if (e.entity === 'user') {
    const snapshot = (e.after ?? e.before) as { usertype?: unknown } | null | undefined;
    if (snapshot?.usertype === 'Customer') return t ? t('adminAudit:entity.customer') : 'customer';
    if (snapshot?.usertype === 'Admin') return t ? t('adminAudit:entity.admin') : 'admin';
  }
  return fieldLabel(e.entity);
}

/** What happened, in words: "Updated customer Asha Rao" / "Created FAQ"; with `t`, in the screen's language. */
export function entrySummary(e: TAuditEntry, t?: TFunction): string {
  const what = `${entityWord(e, t)}${e.label ? ` ${e.label}` : ''}`;
  if (t) return actionSentence(t, e.action, what);
  const verb = { create: 'Created', update: 'Updated', delete: 'Deleted', restore: 'Restored' }[e.action];
  return `${verb} ${what}`;
}

function actionSentence(t: TFunction, action: TAuditEntry['action'], what: string): string {
  switch (action) {
    case 'create':
      return t('adminAudit:summary.create', { what });
    case 'update':
      return t('adminAudit:summary.update', { what });
    case 'delete':
      return t('adminAudit:summary.delete', { what });
    case 'restore':
      return t('adminAudit:summary.restore', { what });
  }
}

/** An action's badge word ("update"), in the screen's language. */
export function actionWord(t: TFunction, action: TAuditEntry['action']): string {
  switch (action) {
    case 'create':
      return t('adminAudit:action.create');
    case 'update':
      return t('adminAudit:action.update');
    case 'delete':
      return t('adminAudit:action.delete');
    case 'restore':
      return t('adminAudit:action.restore');
  }
}

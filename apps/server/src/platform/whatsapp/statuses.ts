import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Receipt } from '../sms/receipts.js';

/** Where Meta is told to send the business number's webhooks (PUBLIC_URL in front). */
export const WHATSAPP_WEBHOOK_PATH = '/api/whatsapp/webhook';

/** Meta's X-Hub-Signature-256: `sha256=` and the hex HMAC-SHA256 of the raw body with the app's secret. */
export function whatsappSignature(appSecret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;
}

/** Compared in constant time over the exact bytes received; a missing header never matches. */
export function whatsappSignatureValid(appSecret: string, rawBody: string, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(whatsappSignature(appSecret, rawBody));
  const received = Buffer.from(header.trim());
  return expected.length === received.length && timingSafeEqual(expected, received);
}

interface Status {
  id?: unknown;
  status?: unknown;
  recipient_id?: unknown;
  errors?: { code?: number; title?: string; message?: string; error_data?: { details?: string } }[];
}

/**
 * The statuses in a webhook of the business number (`{object: 'whatsapp_business_account', entry:
 * [{changes: [{field: 'messages', value: {statuses: [{id, status, timestamp, recipient_id,
 * errors?}]}}]}]}`): `sent` passes nothing on (WhatsApp accepted it, as we knew), `delivered`,
 * `read` and `failed` are receipts. Incoming messages and other fields carry no status and give
 * none. Answers null when the body is not such a webhook at all.
 */
export function whatsappStatuses(body: unknown): Receipt[] | null {
  if (!body || typeof body !== 'object') return null;
  const { object, entry } = body as { object?: unknown; entry?: unknown };
  if (object !== 'whatsapp_business_account' || !Array.isArray(entry)) return null;
  const out: Receipt[] = [];
  for (const e of entry) {
    const changes = (e as { changes?: unknown } | null)?.changes;
    if (!Array.isArray(changes)) return null;
    for (const change of changes) {
      const { field, value } = (change ?? {}) as { field?: unknown; value?: { statuses?: unknown } };
      if (field !== 'messages' || !Array.isArray(value?.statuses)) continue;
      for (const s of value.statuses as Status[]) {
        if (typeof s?.id !== 'string' || !s.id || typeof s.status !== 'string') return null;
        const number = typeof s.recipient_id === 'string' ? s.recipient_id.replace(/\D/g, '') : undefined;
        const base = { providerMessageId: s.id, ...(number ? { number } : {}) };
        if (s.status === 'delivered' || s.status === 'read') out.push({ ...base, state: s.status });
        else if (s.status === 'failed') out.push({ ...base, state: 'failed', error: errorOf(s) });
        else out.push({ ...base, state: 'sent' });
      }
    }
  }
  return out;
}

const errorOf = (s: Status): string => {
  const e = s.errors?.[0];
  if (!e) return 'WhatsApp could not deliver the message';
  const words = e.error_data?.details ?? e.message ?? e.title ?? 'failed';
  return `WhatsApp error${e.code !== undefined ? ` ${e.code}` : ''}: ${words}`;
};

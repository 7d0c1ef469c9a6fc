import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DeliveryState } from '@safesathi/contract';

/**
 * Delivery receipts: what a gateway says became of a text it accepted (docs/decisions/0064-delivery-receipts.md).
 * `sent` changes nothing (the gateway passed it on; we knew it accepted it); the others are stored.
 */
export interface Receipt {
  providerMessageId: string;
  state: DeliveryState | 'sent';
  /** The gateway's reason for a failure, as it words it. */
  error?: string;
  /** The recipient's number as the gateway reports it (digits, country code first), when it does. */
  number?: string;
}

/** The path Twilio is given as each text's StatusCallback (PUBLIC_URL in front). */
export const TWILIO_RECEIPTS_PATH = '/api/sms/receipts/twilio';

/**
 * Twilio's request signature (X-Twilio-Signature): the full URL Twilio called, then each POST
 * parameter's name and value, sorted by name, with nothing between; HMAC-SHA1 with the account's
 * auth token; base64. Compared in constant time.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, k) => acc + k + params[k], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function twilioSignatureValid(
  authToken: string,
  url: string,
  params: Record<string, string>,
  header: string | undefined,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const received = Buffer.from(header.trim());
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** Twilio's MessageStatus values (queued, sending, sent, delivered, undelivered, failed, read, …). */
export function twilioReceipt(params: Record<string, string>): Receipt | null {
  const id = params.MessageSid ?? params.SmsSid;
  const status = params.MessageStatus ?? params.SmsStatus;
  if (!id || !status) return null;
  const state =
    status === 'delivered' || status === 'read' || status === 'undelivered' || status === 'failed' ? status : 'sent';
  const error = params.ErrorCode ? `Twilio error ${params.ErrorCode}` : undefined;
  return { providerMessageId: id, state, ...(error && state !== 'delivered' && state !== 'read' ? { error } : {}) };
}

/**
 * MSG91's delivery-report statuses: 1 delivered; 2 failed; 9 NDNC (a number on the do-not-disturb
 * list); 16 and 25 rejected; 17 a blocked number. Anything else (submitted, pending) changes nothing.
 */
const MSG91_FAILED: Record<string, string> = {
  '2': 'failed',
  '9': 'the number is on the do-not-disturb list (NDNC)',
  '16': 'rejected',
  '17': 'the number is blocked',
  '25': 'rejected',
};

interface Msg91Report {
  number?: string;
  status?: string | number;
  desc?: string;
  failedReason?: string;
}

/**
 * MSG91's webhook, in either of its SMS formats: v2 (form-encoded `data`, a JSON array of requests,
 * each `{requestId, report: [{number, status, desc}]}`) or v3 (JSON, one report `{requestId,
 * number, status, desc}`, or an array of them). Answers null when the body is neither.
 */
export function msg91Receipts(body: unknown): Receipt[] | null {
  let items: unknown = body;
  if (
    body &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    typeof (body as { data?: unknown }).data === 'string'
  ) {
    try {
      items = JSON.parse((body as { data: string }).data);
    } catch {
      return null;
    }
  }
  const list = Array.isArray(items) ? items : [items];
  const out: Receipt[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') return null;
    const { requestId, report } = item as { requestId?: unknown; report?: unknown };
    if (typeof requestId !== 'string' || !requestId) return null;
    const reports = Array.isArray(report) ? (report as Msg91Report[]) : [item as Msg91Report];
    for (const r of reports) {
      const status = String(r.status ?? '');
      const number = typeof r.number === 'string' ? r.number.replace(/\D/g, '') : undefined;
      const base = { providerMessageId: requestId, ...(number ? { number } : {}) };
      if (status === '1') out.push({ ...base, state: 'delivered' });
      else if (MSG91_FAILED[status])
        out.push({ ...base, state: 'failed', error: r.failedReason || r.desc || MSG91_FAILED[status] });
      else out.push({ ...base, state: 'sent' });
    }
  }
  return out;
}

/** Constant-time comparison of a secret taken from a URL. */
export function tokenMatches(expected: string, received: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

import { request } from 'undici';

/** Sends one text message; throws SmsError when the gateway refuses or cannot be reached. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<SmsResult>;
}

export interface SmsMessage {
  /** Country code without '+', e.g. '91'. */
  countryCode: string;
  phone: string;
  body: string;
  /** The DLT content template id the text was registered under (India); sent to gateways that take one. */
  dltTemplateId?: string;
}

export interface SmsResult {
  providerMessageId?: string;
}

export class SmsError extends Error {
  /** false when sending again cannot help (bad number, bad credentials). */
  constructor(
    message: string,
    readonly retryable = true,
  ) {
    super(message);
  }
}

export interface OutboxEntry {
  to: string;
  body: string;
  createdAt: string;
}

/** What the console provider "sent", newest first; served at GET /api/dev/outbox outside production. */
export class DevOutbox {
  private entries: OutboxEntry[] = [];
  constructor(private readonly capacity = 500) {}
  add(entry: OutboxEntry): void {
    this.entries.unshift(entry);
    if (this.entries.length > this.capacity) this.entries.length = this.capacity;
  }
  list(): OutboxEntry[] {
    return [...this.entries];
  }
}

export const e164 = (m: Pick<SmsMessage, 'countryCode' | 'phone'>) => `+${m.countryCode}${m.phone}`;

/** Throttling (429) and the gateway's own failures (5xx) may pass; any other refusal is our request's fault. */
export const isRetryableStatus = (status: number) => status >= 500 || status === 429;

/** A gateway's answer: its status and body, read whole. */
export interface GatewayAnswer {
  ok: boolean;
  status: number;
  text: string;
}

/**
 * POSTs to an SMS gateway (undici's request: no WHATWG streams or abort signals per message,
 * a fraction of fetch's cost when the sender is busy). A network failure or a timeout becomes a
 * retryable SmsError naming the provider: the message may not have left, and sending it again
 * is the only way to be sure it does.
 */
export async function postToGateway(
  provider: string,
  url: string,
  init: { headers: Record<string, string>; body: string },
  timeoutMs: number,
): Promise<GatewayAnswer> {
  try {
    const res = await request(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      // No answer's head within the time, or its body stalls as long: the gateway is unreachable.
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    const text = await res.body.text();
    return { ok: res.statusCode >= 200 && res.statusCode < 300, status: res.statusCode, text };
  } catch (err) {
    throw new SmsError(`${provider} unreachable: ${causeOf(err as Error & { code?: string }, timeoutMs)}`);
  }
}

/** The answer's JSON body, or an empty object when it has none (an HTML error page, a cut-off stream). */
export function readJson<T extends object>(res: GatewayAnswer): Partial<T> {
  try {
    const json: unknown = JSON.parse(res.text);
    return json && typeof json === 'object' ? (json as Partial<T>) : {};
  } catch {
    return {};
  }
}

const causeOf = (e: Error & { code?: string }, timeoutMs: number): string =>
  e.code === 'UND_ERR_HEADERS_TIMEOUT' || e.code === 'UND_ERR_BODY_TIMEOUT'
    ? `no answer within ${timeoutMs} ms`
    : (e.code ?? e.message);

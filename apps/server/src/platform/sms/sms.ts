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

/**
 * POSTs to an SMS gateway. A network failure or a timeout becomes a retryable SmsError naming the
 * provider: the message may not have left, and sending it again is the only way to be sure it does.
 */
export async function postToGateway(
  provider: string,
  url: string,
  init: { headers: Record<string, string>; body: string },
  timeoutMs: number,
): Promise<Response> {
  try {
    return await fetch(url, { method: 'POST', ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const e = err as Error;
    const why = e.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : causeOf(e);
    throw new SmsError(`${provider} unreachable: ${why}`);
  }
}

/** The answer's JSON body, or an empty object when it has none (an HTML error page, a cut-off stream). */
export async function readJson<T extends object>(res: Response): Promise<Partial<T>> {
  try {
    const json: unknown = await res.json();
    return json && typeof json === 'object' ? (json as Partial<T>) : {};
  } catch {
    return {};
  }
}

// fetch reports every network failure as "fetch failed"; the reason (ECONNREFUSED...) is in `cause`.
const causeOf = (e: Error): string => {
  const cause = e.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? e.message;
};

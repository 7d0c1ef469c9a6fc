import { postToGateway, readJson, SmsError } from '../sms/sms.js';

/** A phone number as the providers take it: country code without '+', and the national number. */
export interface PhoneNumber {
  countryCode: string;
  phone: string;
}

export interface ConnectRequest {
  /** The alert the call is about; providers that carry metadata get it back in their callbacks. */
  callId: string;
  /**
   * Rung first: the person who asked for the call, looking at the page that says "pick up" (the
   * bystander calling the owner, or the owner calling the bystander back).
   */
  first: PhoneNumber;
  /** Dialled once the first picks up, so nobody is rung for a call nobody waits on. */
  second: PhoneNumber;
}

/**
 * Connects two people through a virtual number, so that neither sees the other's
 * (docs/decisions/0028-masked-calls.md). Throws TelephonyError when the provider refuses or
 * cannot be reached; nothing retries a call by itself, since a retried call could ring twice.
 */
export interface TelephonyProvider {
  readonly name: string;
  connect(request: ConnectRequest): Promise<{ providerCallId: string }>;
}

export class TelephonyError extends Error {
  /** false when asking again cannot help (bad credentials, a number the provider refuses). */
  constructor(
    message: string,
    readonly retryable = true,
  ) {
    super(message);
  }
}

export const e164 = (n: PhoneNumber) => `+${n.countryCode}${n.phone}`;

/** A number as a log line may show it: its last four digits only. */
export const maskNumber = (n: PhoneNumber) => `+${n.countryCode}******${n.phone.slice(-4)}`;

/**
 * POSTs a form to a telephony provider over the SMS gateways' HTTP client (undici, timeouts on
 * the answer's head and body): a network failure or a timeout is a retryable TelephonyError.
 */
export async function postForm(
  provider: string,
  url: string,
  auth: { user: string; password: string },
  form: Record<string, string>,
  timeoutMs: number,
) {
  try {
    const res = await postToGateway(
      provider,
      url,
      {
        headers: {
          authorization: `Basic ${Buffer.from(`${auth.user}:${auth.password}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(form).toString(),
      },
      timeoutMs,
    );
    return { ...res, json: readJson<Record<string, unknown>>(res) };
  } catch (err) {
    if (err instanceof SmsError) throw new TelephonyError(err.message, err.retryable);
    throw err;
  }
}

/** Throttling (429) and the provider's own failures (5xx) may pass; any other refusal is our request's fault. */
export const isRetryableStatus = (status: number) => status >= 500 || status === 429;

export interface CallLogEntry {
  callId: string;
  /** Rung first (whoever asked for the call), in E.164. */
  from: string;
  /** Connected second, in E.164. */
  to: string;
  providerCallId: string;
  createdAt: string;
}

/**
 * The calls the console provider "connected", newest first; served at GET /api/dev/calls outside
 * production, like the SMS outbox, so a developer or a browser test can see both numbers.
 */
export class DevCallLog {
  private entries: CallLogEntry[] = [];
  constructor(private readonly capacity = 200) {}
  add(entry: CallLogEntry): void {
    this.entries.unshift(entry);
    if (this.entries.length > this.capacity) this.entries.length = this.capacity;
  }
  list(): CallLogEntry[] {
    return [...this.entries];
  }
}

import {
  e164,
  isRetryableStatus,
  postToGateway,
  readJson,
  SmsError,
  type SmsMessage,
  type SmsProvider,
  type SmsResult,
} from './sms.js';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com */
  url: string;
  timeoutMs?: number;
  /** Where Twilio posts each text's delivery receipts (PUBLIC_URL + TWILIO_RECEIPTS_PATH). */
  statusCallback?: string;
}

/**
 * Twilio Messages resource: POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To/From/Body,
 * HTTP basic auth AccountSid:AuthToken. Answers 201 {sid: 'SM…', status: 'queued', …}, or on failure
 * {code, message, more_info, status} with the HTTP status (400 bad number, 401 bad credentials, 429 throttled).
 */
export class TwilioSmsProvider implements SmsProvider {
  readonly name = 'twilio';
  /** The endpoint and headers, the same for every text: made once, not per text. */
  private readonly endpoint: string;
  private readonly headers: Record<string, string>;
  constructor(private readonly o: TwilioOptions) {
    this.endpoint = `${o.url.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(o.accountSid)}/Messages.json`;
    this.headers = {
      authorization: `Basic ${Buffer.from(`${o.accountSid}:${o.authToken}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    };
  }

  async send(m: SmsMessage): Promise<SmsResult> {
    const res = await postToGateway(
      'Twilio',
      this.endpoint,
      {
        headers: this.headers,
        body: new URLSearchParams({
          To: e164(m),
          From: this.o.from,
          Body: m.body,
          ...(this.o.statusCallback ? { StatusCallback: this.o.statusCallback } : {}),
        }).toString(),
      },
      this.o.timeoutMs ?? 10_000,
    );
    const json = readJson<{ sid: string; message: string; code: number }>(res);
    if (res.ok && json.sid) return { providerMessageId: String(json.sid) };
    const why = json.message
      ? `${json.message}${json.code ? ` (Twilio error ${json.code})` : ''}`
      : `HTTP ${res.status}`;
    // A 2xx without a sid is an answer we could not read, not a refusal: try again.
    throw new SmsError(`Twilio refused the message: ${why}`, res.ok || isRetryableStatus(res.status));
  }
}

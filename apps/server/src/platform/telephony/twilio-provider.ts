import {
  type ConnectRequest,
  e164,
  isRetryableStatus,
  postForm,
  TelephonyError,
  type TelephonyProvider,
} from './telephony.js';

export interface TwilioVoiceOptions {
  accountSid: string;
  authToken: string;
  /** A voice-capable Twilio number: it rings the first person and is the caller id the second sees. */
  from: string;
  /** https://api.twilio.com */
  url: string;
  /** The longest a connected call may last, in seconds. */
  timeLimitSeconds?: number;
  timeoutMs?: number;
}

const xml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * Twilio's Calls resource: POST /2010-04-01/Accounts/{AccountSid}/Calls.json, form-encoded To (the
 * person rung first), From (our number) and Twiml, whose <Dial> connects the second once the
 * first answers, showing our number as the caller id. HTTP basic auth AccountSid:AuthToken.
 * Answers 201 {sid: 'CA…', status: 'queued'}, or {code, message, status} with the HTTP status.
 */
export class TwilioTelephonyProvider implements TelephonyProvider {
  readonly name = 'twilio';
  constructor(private readonly o: TwilioVoiceOptions) {}

  async connect(r: ConnectRequest): Promise<{ providerCallId: string }> {
    const base = this.o.url.replace(/\/$/, '');
    const limit = this.o.timeLimitSeconds ?? 900;
    const res = await postForm(
      'Twilio',
      `${base}/2010-04-01/Accounts/${encodeURIComponent(this.o.accountSid)}/Calls.json`,
      { user: this.o.accountSid, password: this.o.authToken },
      {
        To: e164(r.first),
        From: this.o.from,
        Twiml: `<Response><Dial callerId="${xml(this.o.from)}" timeLimit="${limit}">${xml(e164(r.second))}</Dial></Response>`,
      },
      this.o.timeoutMs ?? 10_000,
    );
    if (res.ok && res.json.sid) return { providerCallId: String(res.json.sid) };
    const why = res.json.message
      ? `${String(res.json.message)}${res.json.code ? ` (Twilio error ${String(res.json.code)})` : ''}`
      : `HTTP ${res.status}`;
    throw new TelephonyError(`Twilio refused the call: ${why}`, res.ok || isRetryableStatus(res.status));
  }
}

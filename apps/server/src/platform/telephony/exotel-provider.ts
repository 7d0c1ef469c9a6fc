import {
  type ConnectRequest,
  e164,
  isRetryableStatus,
  postForm,
  TelephonyError,
  type TelephonyProvider,
} from './telephony.js';

export interface ExotelOptions {
  apiKey: string;
  apiToken: string;
  accountSid: string;
  /** The ExoPhone (virtual number) both people see. */
  callerId: string;
  /** The account's cluster: https://api.exotel.com (Singapore) or https://api.in.exotel.com (Mumbai). */
  url: string;
  /** The longest a connected call may last, in seconds. */
  timeLimitSeconds?: number;
  timeoutMs?: number;
}

/**
 * Exotel's "connect two numbers" (click-to-call, voice v1): POST
 * /v1/Accounts/{sid}/Calls/connect.json, form-encoded From (rung first), To (dialled once From
 * answers), CallerId (the ExoPhone), CallType=trans; HTTP basic auth with the API key and token.
 * Answers 200 {Call: {Sid, Status, …}}, or a 4xx/5xx with {RestException: {Status, Message}}.
 */
export class ExotelTelephonyProvider implements TelephonyProvider {
  readonly name = 'exotel';
  constructor(private readonly o: ExotelOptions) {}

  async connect(r: ConnectRequest): Promise<{ providerCallId: string }> {
    const base = this.o.url.replace(/\/$/, '');
    const res = await postForm(
      'Exotel',
      `${base}/v1/Accounts/${encodeURIComponent(this.o.accountSid)}/Calls/connect.json`,
      { user: this.o.apiKey, password: this.o.apiToken },
      {
        From: e164(r.first),
        To: e164(r.second),
        CallerId: this.o.callerId,
        CallType: 'trans',
        TimeLimit: String(this.o.timeLimitSeconds ?? 900),
        // Given back in Exotel's call details and callbacks: the alert, never a number.
        CustomField: r.callId,
      },
      this.o.timeoutMs ?? 10_000,
    );
    const call = res.json.Call as { Sid?: unknown } | undefined;
    if (res.ok && call?.Sid) return { providerCallId: String(call.Sid) };
    const exception = res.json.RestException as { Message?: unknown } | undefined;
    const why = exception?.Message ? String(exception.Message) : `HTTP ${res.status}`;
    // A 2xx without a Sid is an answer we could not read: the call may or may not ring.
    throw new TelephonyError(`Exotel refused the call: ${why}`, res.ok || isRetryableStatus(res.status));
  }
}

import {
  isRetryableStatus,
  postToGateway,
  readJson,
  SmsError,
  type SmsMessage,
  type SmsProvider,
  type SmsResult,
} from './sms.js';

export interface Msg91Options {
  authKey: string;
  sender: string;
  /** The Flow API endpoint (https://control.msg91.com/api/v5/flow). */
  url: string;
  /** A DLT-approved MSG91 template with one variable that carries the whole text (##body## by default). */
  templateId?: string;
  /** The template variable the text goes in; MSG91 matches it by name, case-sensitively. */
  bodyVariable?: string;
  timeoutMs?: number;
}

/**
 * MSG91 Flow API (docs.msg91.com/sms/send-sms): POST JSON with the `authkey` header,
 * {template_id, short_url, recipients: [{mobiles: '91XXXXXXXXXX', <variable>: value}]}.
 * It answers {type: 'success', message: <request id>} or {type: 'error', message: <reason>},
 * and often with HTTP 200 even when it refuses, so the body decides, not the status alone.
 */
export class Msg91SmsProvider implements SmsProvider {
  readonly name = 'msg91';
  constructor(private readonly o: Msg91Options) {}

  async send(m: SmsMessage): Promise<SmsResult> {
    // template_id is required: MSG91 sends nothing without an approved template.
    if (!this.o.templateId) throw new SmsError('MSG91 needs a template id (MSG91_TEMPLATE_ID)', false);
    const res = await postToGateway(
      'MSG91',
      this.o.url,
      {
        headers: { authkey: this.o.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          template_id: this.o.templateId,
          // Sender ids are tied to the template in MSG91; older flows read it from here ("FromAPI").
          sender: this.o.sender,
          short_url: '0',
          // A campaign's own DLT template (Indian rule); the flow's template carries it otherwise.
          ...(m.dltTemplateId ? { DLT_TE_ID: m.dltTemplateId } : {}),
          recipients: [{ mobiles: `${m.countryCode}${m.phone}`, [this.o.bodyVariable ?? 'body']: m.body }],
        }),
      },
      this.o.timeoutMs ?? 10_000,
    );
    const json = readJson<{ type: string; message: string }>(res);
    if (res.ok && json.type === 'success' && json.message) return { providerMessageId: String(json.message) };
    const why = json.message ? String(json.message) : `HTTP ${res.status}`;
    // A 2xx that says "error" is a refusal (bad key, template, number); a 2xx we cannot read may
    // have been a hiccup on the way, and a lost SOS text is worse than a duplicate one.
    const retryable = res.ok ? json.type !== 'error' : isRetryableStatus(res.status);
    throw new SmsError(`MSG91 refused the message: ${why}`, retryable);
  }
}

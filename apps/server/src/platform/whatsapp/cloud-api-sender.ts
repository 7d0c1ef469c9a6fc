import type { FastifyBaseLogger } from 'fastify';
import { type DevOutbox, isRetryableStatus, postToGateway, readJson, type SmsError } from '../sms/sms.js';
import type { WhatsAppConfig } from '../whatsapp-config.js';
import { WhatsAppError, type WhatsAppMessage, type WhatsAppResult, type WhatsAppSender } from './whatsapp.js';

/**
 * Meta's error codes that say "not now" rather than "never", whatever the HTTP status they come
 * with: 1/2 unknown and service errors, 4 and 80007 rate limits, 130429 throughput, 131000 something
 * went wrong, 131016 service unavailable, 131056 too many messages to one number, 133004 server
 * unavailable. Any other code (131026 not deliverable, 132001 no such template, 190 expired token…)
 * will be refused again.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004]);

interface GraphError {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/** The Cloud API's template message, as its documentation shapes it. */
export function templateBody(m: WhatsAppMessage) {
  const components: object[] = [];
  if (m.bodyParams.length > 0)
    components.push({ type: 'body', parameters: m.bodyParams.map((text) => ({ type: 'text', text })) });
  if (m.buttonUrlParam !== undefined)
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text: m.buttonUrlParam }],
    });
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: `${m.countryCode}${m.phone}`,
    type: 'template',
    template: { name: m.template, language: { code: m.language }, components },
  };
}

/**
 * WhatsApp Business Cloud API (developers.facebook.com/docs/whatsapp/cloud-api/reference/messages):
 * POST {api}/{phone-number-id}/messages with the bearer token; it answers
 * `{messages: [{id: 'wamid…'}]}`, the id its status webhooks name, or `{error: {code, message}}`.
 */
export class CloudApiSender implements WhatsAppSender {
  readonly name = 'whatsapp';
  constructor(private readonly o: { token: string; phoneNumberId: string; apiUrl: string; timeoutMs: number }) {}

  async send(m: WhatsAppMessage): Promise<WhatsAppResult> {
    let res: Awaited<ReturnType<typeof postToGateway>>;
    try {
      res = await postToGateway(
        'WhatsApp',
        `${this.o.apiUrl}/${this.o.phoneNumberId}/messages`,
        {
          headers: {
            authorization: `Bearer ${this.o.token}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(templateBody(m)),
        },
        this.o.timeoutMs,
      );
    } catch (err) {
      // Not reached, or no answer in time: the message may not have left; sending again is the only way to know.
      throw new WhatsAppError((err as SmsError).message, true);
    }
    const json = readJson<{ messages: { id?: string }[] } & GraphError>(res);
    const id = json.messages?.[0]?.id;
    if (res.ok && id) return { providerMessageId: id };
    const e = json.error;
    const why = `HTTP ${res.status}${e ? `, ${e.message ?? 'error'}${e.code !== undefined ? ` (code ${e.code})` : ''}` : ''}`;
    // A 2xx without an id may have been a hiccup on the way; a lost alert is worse than a duplicate one.
    const retryable = res.ok || isRetryableStatus(res.status) || (e?.code !== undefined && RETRYABLE_CODES.has(e.code));
    throw new WhatsAppError(`WhatsApp refused the message: ${why}`, retryable);
  }
}

/** Development: the message goes to the log and the development outbox, as the console SMS gateway's do. */
export class ConsoleWhatsAppSender implements WhatsAppSender {
  readonly name = 'whatsapp-console';
  private seq = 0;
  constructor(
    private readonly outbox: DevOutbox,
    private readonly log?: Pick<FastifyBaseLogger, 'info'>,
  ) {}
  async send(m: WhatsAppMessage): Promise<WhatsAppResult> {
    const to = `whatsapp:+${m.countryCode}${m.phone}`;
    const body = `[${m.template}/${m.language}] ${m.bodyParams.join(' | ')}${m.buttonUrlParam ? ` [button: ${m.buttonUrlParam}]` : ''}`;
    this.outbox.add({ to, body, createdAt: new Date().toISOString() });
    this.log?.info({ whatsapp: { to, template: m.template } }, `WhatsApp to ${to}: ${body}`);
    this.seq += 1;
    return { providerMessageId: `wamid.console-${this.seq}` };
  }
}

/** The configured sender, or null when WhatsApp is off. */
export function createWhatsAppSender(
  config: { whatsapp: WhatsAppConfig | null; delivery: { timeoutMs: number }; isProduction: boolean },
  outbox: DevOutbox,
  log?: FastifyBaseLogger,
): WhatsAppSender | null {
  const wa = config.whatsapp;
  if (!wa) return null;
  if (wa.provider === 'console') return new ConsoleWhatsAppSender(outbox, config.isProduction ? undefined : log);
  return new CloudApiSender({ ...wa, timeoutMs: config.delivery.timeoutMs });
}

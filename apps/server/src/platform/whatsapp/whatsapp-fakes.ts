import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { whatsappSignature } from './statuses.js';

// A real HTTP server on 127.0.0.1 that speaks the WhatsApp Cloud API's messages endpoint as Meta
// documents it (bearer token, template body, its answers and error shape), and sends the status
// webhooks Meta sends, signed as Meta signs them. Tests and development use it in place of Meta.

/** One template message the fake accepted, as the sender shaped it. */
export interface FakeWhatsAppMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  bodyParams: string[];
  buttonUrlParam?: string;
}

/** How the next messages are answered: as Meta does, or with a server error, throttling, or one of Meta's error codes. */
export type FakeWhatsAppMode =
  | { kind: 'ok' }
  | { kind: 'http'; status: 500 | 503 | 429 }
  | { kind: 'error'; status: 400 | 401; code: number; message: string };

export interface FakeStatus {
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  recipientId?: string;
  errors?: { code: number; title: string; message?: string }[];
}

export interface WhatsAppFake {
  /** The API's base address (WHATSAPP_API_URL), with the version Meta puts in it. */
  url: string;
  /** The messages it accepted, oldest first. */
  messages: FakeWhatsAppMessage[];
  /** Every request that reached it, accepted or not. */
  requests: { path: string; authorization?: string; body: string; status: number }[];
  mode: FakeWhatsAppMode;
  /** A status webhook in Meta's shape and its X-Hub-Signature-256, signed with `secret` (the app's own unless a test forges it). */
  statusWebhook(statuses: FakeStatus[], secret?: string): { body: string; headers: Record<string, string> };
  /** POSTs a status webhook to `url` over HTTP, as Meta does; answers the status and body it got back. */
  postStatuses(url: string, statuses: FakeStatus[], secret?: string): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const graphError = (res: ServerResponse, status: number, code: number, message: string, type = 'OAuthException') =>
  send(res, status, { error: { message, type, code, fbtrace_id: randomBytes(8).toString('base64url') } });

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** The template message's parts, or what is wrong with its shape (Meta answers code 100, "Invalid parameter"). */
function readTemplate(raw: string): FakeWhatsAppMessage | string {
  let b: {
    messaging_product?: unknown;
    to?: unknown;
    type?: unknown;
    template?: {
      name?: unknown;
      language?: { code?: unknown };
      components?: {
        type?: string;
        sub_type?: string;
        index?: string;
        parameters?: { type?: string; text?: unknown }[];
      }[];
    };
  };
  try {
    b = JSON.parse(raw);
  } catch {
    return 'the body is not JSON';
  }
  if (b.messaging_product !== 'whatsapp') return 'messaging_product must be whatsapp';
  if (typeof b.to !== 'string' || !/^\d{8,15}$/.test(b.to)) return 'to must be the number with its country code';
  if (b.type !== 'template' || !b.template) return 'type must be template';
  const { name, language, components = [] } = b.template;
  if (typeof name !== 'string' || typeof language?.code !== 'string') return 'template needs a name and language.code';
  const texts = (c: (typeof components)[number]) =>
    (c.parameters ?? []).map((p) => (p.type === 'text' && typeof p.text === 'string' ? p.text : null));
  const body = components.find((c) => c.type === 'body');
  const button = components.find((c) => c.type === 'button');
  const bodyParams = body ? texts(body) : [];
  if (bodyParams.some((t) => t === null)) return 'body parameters must be text';
  if (button && (button.sub_type !== 'url' || button.index !== '0' || texts(button).length !== 1 || !texts(button)[0]))
    return 'the button must be sub_type url, index "0", one text parameter';
  return {
    id: '',
    to: b.to,
    template: name,
    language: language.code,
    bodyParams: bodyParams as string[],
    ...(button ? { buttonUrlParam: texts(button)[0] as string } : {}),
  };
}

export async function startWhatsAppFake(o: {
  token: string;
  phoneNumberId: string;
  appSecret: string;
}): Promise<WhatsAppFake> {
  const messages: FakeWhatsAppMessage[] = [];
  const requests: WhatsAppFake['requests'] = [];
  let seq = 0;
  const fake = { mode: { kind: 'ok' } as FakeWhatsAppMode };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const record = { path: req.url ?? '', authorization: req.headers.authorization, body, status: 0 };
      requests.push(record);
      const answer = (status: number, fn: () => void) => {
        record.status = status;
        fn();
      };
      if (req.method !== 'POST' || req.url !== `/v21.0/${o.phoneNumberId}/messages`)
        return answer(400, () =>
          graphError(
            res,
            400,
            100,
            `Unsupported ${req.method} request: no such object ${req.url}`,
            'GraphMethodException',
          ),
        );
      if (req.headers.authorization !== `Bearer ${o.token}`)
        return answer(401, () => graphError(res, 401, 190, 'Invalid OAuth access token - Cannot parse access token'));
      const mode = fake.mode;
      if (mode.kind === 'http')
        return answer(mode.status, () =>
          mode.status === 429
            ? graphError(res, 429, 80007, 'Rate limit issues')
            : graphError(res, mode.status, 2, 'Service temporarily unavailable'),
        );
      if (mode.kind === 'error')
        return answer(mode.status, () => graphError(res, mode.status, mode.code, mode.message));
      const message = readTemplate(body);
      if (typeof message === 'string')
        return answer(400, () => graphError(res, 400, 100, `(#100) Invalid parameter: ${message}`));
      message.id = `wamid.${Buffer.from(`fake-${++seq}-${randomBytes(6).toString('hex')}`).toString('base64url')}`;
      messages.push(message);
      answer(200, () =>
        send(res, 200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: message.to, wa_id: message.to }],
          messages: [{ id: message.id, message_status: 'accepted' }],
        }),
      );
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;

  const statusWebhook = (statuses: FakeStatus[], secret = o.appSecret) => {
    const now = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550783881', phone_number_id: o.phoneNumberId },
                statuses: statuses.map((s) => ({
                  id: s.id,
                  status: s.status,
                  timestamp: String(now),
                  recipient_id: s.recipientId ?? messages.find((m) => m.id === s.id)?.to ?? '919999900001',
                  ...(s.status === 'failed'
                    ? { errors: s.errors ?? [{ code: 131026, title: 'Message undeliverable' }] }
                    : {}),
                })),
              },
            },
          ],
        },
      ],
    });
    return {
      body,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': whatsappSignature(secret, body) },
    };
  };

  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    messages,
    requests,
    get mode() {
      return fake.mode;
    },
    set mode(m: FakeWhatsAppMode) {
      fake.mode = m;
    },
    statusWebhook,
    async postStatuses(url, statuses, secret) {
      const { body, headers } = statusWebhook(statuses, secret);
      const res = await fetch(url, { method: 'POST', headers, body });
      return { status: res.status, body: await res.text() };
    },
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

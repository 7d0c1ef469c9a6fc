import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { deadUrl, hang, startFake } from '../sms/gateway-fakes.js';
import { DevOutbox } from '../sms/sms.js';
import { CloudApiSender, createWhatsAppSender } from './cloud-api-sender.js';
import { whatsappSignature, whatsappSignatureValid, whatsappStatuses } from './statuses.js';
import { WhatsAppError, type WhatsAppMessage } from './whatsapp.js';
import { startWhatsAppFake, type WhatsAppFake } from './whatsapp-fakes.js';

const TOKEN = 'EAAG-system-user-token';
const PHONE_ID = '106540352242922';
const SECRET = 'meta-app-secret';
let fake: WhatsAppFake;

const message: WhatsAppMessage = {
  countryCode: '91',
  phone: '9876543210',
  template: 'sos_alert',
  language: 'hi',
  bodyParams: ['दुर्घटना', 'MH12AB1234'],
  buttonUrlParam: 'k3J9xQ',
};

const sender = (o: Partial<ConstructorParameters<typeof CloudApiSender>[0]> = {}) =>
  new CloudApiSender({ token: TOKEN, phoneNumberId: PHONE_ID, apiUrl: fake.url, timeoutMs: 2_000, ...o });

async function refusal(s: CloudApiSender, m: WhatsAppMessage = message): Promise<WhatsAppError> {
  const err = await s.send(m).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WhatsAppError);
  return err as WhatsAppError;
}

beforeAll(async () => {
  fake = await startWhatsAppFake({ token: TOKEN, phoneNumberId: PHONE_ID, appSecret: SECRET });
});
afterAll(() => fake.close());

describe('WhatsApp Cloud API sender', () => {
  it('sends the template to the number with its body parameters and the URL button, and answers the wamid', async () => {
    fake.mode = { kind: 'ok' };
    const result = await sender().send(message);
    const accepted = fake.messages.at(-1)!;
    expect(result).toEqual({ providerMessageId: accepted.id });
    expect(accepted.id).toMatch(/^wamid\./);
    expect(accepted).toMatchObject({
      to: '919876543210',
      template: 'sos_alert',
      language: 'hi',
      bodyParams: ['दुर्घटना', 'MH12AB1234'],
      buttonUrlParam: 'k3J9xQ',
    });
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe(`/v21.0/${PHONE_ID}/messages`);
    expect(req.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(req.body).template.components).toEqual([
      {
        type: 'body',
        parameters: [
          { type: 'text', text: 'दुर्घटना' },
          { type: 'text', text: 'MH12AB1234' },
        ],
      },
      { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'k3J9xQ' }] },
    ]);
  });

  it('sends a template without a button when there is no link', async () => {
    fake.mode = { kind: 'ok' };
    const { buttonUrlParam: _, ...plain } = message;
    await sender().send(plain);
    expect(fake.messages.at(-1)!.buttonUrlParam).toBeUndefined();
  });

  it("will send again after Meta's server errors and throttling", async () => {
    for (const status of [500, 503, 429] as const) {
      fake.mode = { kind: 'http', status };
      const err = await refusal(sender());
      expect(err.retryable).toBe(true);
      expect(err.message).toContain(`HTTP ${status}`);
    }
    fake.mode = { kind: 'error', status: 400, code: 130429, message: 'Rate limit hit' };
    expect((await refusal(sender())).retryable).toBe(true);
  });

  it('gives up on what sending again cannot mend: not a WhatsApp number, no such template, a bad token', async () => {
    fake.mode = { kind: 'error', status: 400, code: 131026, message: 'Message undeliverable' };
    const undeliverable = await refusal(sender());
    expect(undeliverable).toMatchObject({ retryable: false });
    expect(undeliverable.message).toContain('Message undeliverable (code 131026)');
    fake.mode = {
      kind: 'error',
      status: 400,
      code: 132001,
      message: 'Template name does not exist in the translation',
    };
    expect((await refusal(sender())).retryable).toBe(false);
    fake.mode = { kind: 'ok' };
    const badToken = await refusal(sender({ token: 'expired' }));
    expect(badToken).toMatchObject({ retryable: false });
    expect(badToken.message).toContain('code 190');
    // The token never reaches the error's words (they are logged).
    expect(badToken.message).not.toContain('expired');
  });

  it('will send again when Meta cannot be reached or does not answer in time', async () => {
    const down = await refusal(sender({ apiUrl: await deadUrl() }));
    expect(down.retryable).toBe(true);
    const silent = await startFake(hang);
    try {
      const slow = await refusal(sender({ apiUrl: silent.url, timeoutMs: 200 }));
      expect(slow.retryable).toBe(true);
      expect(slow.message).toContain('no answer within 200 ms');
    } finally {
      await silent.close();
    }
  });

  it('is made from the settings: none when off, the console one in development', async () => {
    const outbox = new DevOutbox();
    expect(createWhatsAppSender(testConfig(), outbox)).toBeNull();
    const dev = createWhatsAppSender(
      testConfig({ whatsapp: { provider: 'console', template: 'sos_alert', costPaise: 12 } }),
      outbox,
    )!;
    const sent = await dev.send(message);
    expect(sent.providerMessageId).toBeTruthy();
    expect(outbox.list()[0]).toMatchObject({ to: 'whatsapp:+919876543210' });
    expect(outbox.list()[0]!.body).toContain('k3J9xQ');
    const cloud = createWhatsAppSender(
      testConfig({
        whatsapp: {
          provider: 'cloud',
          token: TOKEN,
          phoneNumberId: PHONE_ID,
          appSecret: SECRET,
          verifyToken: 'verify-token-0123456789',
          apiUrl: fake.url,
          template: 'sos_alert',
          costPaise: 12,
        },
      }),
      outbox,
    )!;
    fake.mode = { kind: 'ok' };
    expect((await cloud.send(message)).providerMessageId).toBe(fake.messages.at(-1)!.id);
  });
});

describe("WhatsApp's status webhooks", () => {
  it('signs as Meta does and checks the signature over the exact bytes', () => {
    const { body, headers } = fake.statusWebhook([{ id: 'wamid.A', status: 'read' }]);
    expect(headers['x-hub-signature-256']).toBe(whatsappSignature(SECRET, body));
    expect(whatsappSignatureValid(SECRET, body, headers['x-hub-signature-256'])).toBe(true);
    expect(whatsappSignatureValid(SECRET, `${body} `, headers['x-hub-signature-256'])).toBe(false);
    expect(whatsappSignatureValid('other-secret', body, headers['x-hub-signature-256'])).toBe(false);
    expect(whatsappSignatureValid(SECRET, body, undefined)).toBe(false);
    expect(whatsappSignatureValid(SECRET, body, 'sha256=')).toBe(false);
  });

  it('reads each status: sent passes nothing on; delivered, read and failed (with its reason) are receipts', () => {
    const { body } = fake.statusWebhook([
      { id: 'wamid.A', status: 'sent', recipientId: '919876543210' },
      { id: 'wamid.A', status: 'delivered', recipientId: '919876543210' },
      { id: 'wamid.B', status: 'read', recipientId: '919876543211' },
      { id: 'wamid.C', status: 'failed', recipientId: '919876543212' },
    ]);
    expect(whatsappStatuses(JSON.parse(body))).toEqual([
      { providerMessageId: 'wamid.A', state: 'sent', number: '919876543210' },
      { providerMessageId: 'wamid.A', state: 'delivered', number: '919876543210' },
      { providerMessageId: 'wamid.B', state: 'read', number: '919876543211' },
      {
        providerMessageId: 'wamid.C',
        state: 'failed',
        number: '919876543212',
        error: 'WhatsApp error 131026: Message undeliverable',
      },
    ]);
    expect(whatsappStatuses({ object: 'page', entry: [] })).toBeNull();
    expect(
      whatsappStatuses({
        object: 'whatsapp_business_account',
        entry: [{ changes: [{ field: 'messages', value: { statuses: [{ status: 'read' }] } }] }],
      }),
    ).toBeNull();
    expect(
      whatsappStatuses({
        object: 'whatsapp_business_account',
        entry: [{ changes: [{ field: 'messages', value: { messages: [] } }] }],
      }),
    ).toEqual([]);
  });
});

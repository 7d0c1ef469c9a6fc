import type { FastifyBaseLogger } from 'fastify';
import { type DevOutbox, e164, SmsError, type SmsMessage, type SmsProvider, type SmsResult } from './sms.js';

/** Development provider: writes the message to the log and the development outbox. */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  private seq = 0;
  constructor(
    private readonly outbox: DevOutbox,
    private readonly log?: Pick<FastifyBaseLogger, 'info'>,
    /** Numbers it refuses for good (DEV_SMS_FAIL_NUMBERS), so an undelivered text can be seen in development. */
    private readonly failNumbers: readonly string[] = [],
  ) {}
  async send(m: SmsMessage): Promise<SmsResult> {
    if (this.failNumbers.includes(m.phone))
      throw new SmsError('the development gateway refuses this number (DEV_SMS_FAIL_NUMBERS)', false);
    const to = e164(m);
    this.outbox.add({ to, body: m.body, createdAt: new Date().toISOString() });
    this.log?.info({ sms: { to, body: m.body } }, `SMS to ${to}: ${m.body}`);
    this.seq += 1;
    return { providerMessageId: `console-${this.seq}` };
  }
}

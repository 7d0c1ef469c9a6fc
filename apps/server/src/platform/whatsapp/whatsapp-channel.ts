import type { ChannelSender, Claimed } from '../notification-worker.js';
import { SmsError } from '../sms/index.js';
import { WhatsAppError, type WhatsAppSender } from './whatsapp.js';

/**
 * The outbox's WhatsApp channel (docs/decisions/0067-channel-ladder.md, 0068-whatsapp.md): an
 * alert's text to someone who chose WhatsApp and opted in goes as the approved template, in their
 * language, its words the alert's reason and vehicle, its button the message's answer link.
 */
export class WhatsAppChannel implements ChannelSender {
  readonly name: string;

  constructor(
    private readonly sender: WhatsAppSender,
    private readonly template: string,
  ) {
    this.name = sender.name;
  }

  async send(n: Claimed): Promise<{ providerMessageId?: string }> {
    // The alert's words came with the claim (outbox-sql.ts): no statement more per message.
    const about = n.alert;
    if (!about) throw new SmsError('the alert of this message is gone', false);
    try {
      const res = await this.sender.send({
        countryCode: n.countryCode,
        phone: n.phone,
        template: this.template,
        language: about.language ?? 'en',
        bodyParams: [about.reason, about.registration],
        buttonUrlParam: n.ackToken ?? undefined,
      });
      return { providerMessageId: res.providerMessageId };
    } catch (err) {
      // The worker retries what may pass and gives up on the rest, as for an SMS gateway.
      if (err instanceof WhatsAppError) throw new SmsError(err.message, err.retryable);
      throw err;
    }
  }
}

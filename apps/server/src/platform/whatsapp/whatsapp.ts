/**
 * WhatsApp Business messages (Meta's Cloud API): one interface for whatever sends them, so the
 * outbox does not know which (docs/decisions/0068-whatsapp.md).
 */

/** A template message: WhatsApp lets a business open a conversation only with an approved template. */
export interface WhatsAppMessage {
  /** Country code without '+', e.g. '91'. */
  countryCode: string;
  phone: string;
  /** The approved template's name and language code (e.g. 'sos_alert', 'hi'). */
  template: string;
  language: string;
  /** The template body's {{1}}, {{2}}… in order. */
  bodyParams: string[];
  /** The dynamic part of the template's URL button (the answer link's token), when it has one. */
  buttonUrlParam?: string;
}

export interface WhatsAppResult {
  /** The message id (`wamid…`) the statuses will name. */
  providerMessageId?: string;
}

export class WhatsAppError extends Error {
  constructor(
    message: string,
    /** false when sending again cannot help (not a WhatsApp number, template not approved). */
    readonly retryable = true,
  ) {
    super(message);
  }
}

export interface WhatsAppSender {
  readonly name: string;
  send(message: WhatsAppMessage): Promise<WhatsAppResult>;
}

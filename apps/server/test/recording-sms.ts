import { SmsError, type SmsMessage, type SmsProvider, type SmsResult } from '../src/platform/sms/index.js';

/** An SMS provider for tests: records what it sends and fails on demand, like a flaky gateway. */
export class RecordingSms implements SmsProvider {
  readonly name = 'recording';
  sent: SmsMessage[] = [];
  attempts = 0;
  /** Each call takes the next scripted outcome; when the script is empty, sending succeeds. */
  script: ('ok' | 'retryable' | 'final')[] = [];

  async send(m: SmsMessage): Promise<SmsResult> {
    this.attempts += 1;
    const next = this.script.shift() ?? 'ok';
    if (next === 'retryable') throw new SmsError('gateway timed out', true);
    if (next === 'final') throw new SmsError('invalid number', false);
    this.sent.push(m);
    return { providerMessageId: `rec-${this.sent.length}` };
  }

  to(phone: string): SmsMessage[] {
    return this.sent.filter((m) => m.phone === phone);
  }
}

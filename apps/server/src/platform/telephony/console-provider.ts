import type { FastifyBaseLogger } from 'fastify';
import { type ConnectRequest, type DevCallLog, e164, maskNumber, type TelephonyProvider } from './telephony.js';

/** Development provider: no phone rings; the call is logged (numbers masked) and kept in the dev call log. */
export class ConsoleTelephonyProvider implements TelephonyProvider {
  readonly name = 'console';
  private seq = 0;
  constructor(
    private readonly callLog: DevCallLog,
    private readonly log?: Pick<FastifyBaseLogger, 'info'>,
  ) {}
  async connect(r: ConnectRequest): Promise<{ providerCallId: string }> {
    this.seq += 1;
    const providerCallId = `console-call-${this.seq}`;
    this.callLog.add({
      callId: r.callId,
      from: e164(r.first),
      to: e164(r.second),
      providerCallId,
      createdAt: new Date().toISOString(),
    });
    this.log?.info(
      { maskedCall: { callId: r.callId, providerCallId } },
      `Masked call: would ring ${maskNumber(r.first)}, then connect ${maskNumber(r.second)}`,
    );
    return { providerCallId };
  }
}

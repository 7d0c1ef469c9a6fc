/**
 * Which request accepted each recent alert, so that the log lines of its texts — sent by this
 * process or by a worker elsewhere, told through the alert's NOTIFY — name that request beside
 * the alert (docs/decisions/0074-process-roles.md). Kept in memory, the newest `max` alerts: a
 * text sent after a worker's restart names its alert only, and the accept line joins the two.
 */
export class AlertOrigins {
  private readonly requests = new Map<string, string>();
  constructor(private readonly max = 20_000) {}

  note(alertId: string, reqId: string | undefined): void {
    if (!reqId || this.requests.has(alertId)) return;
    this.requests.set(alertId, reqId);
    // A Map keeps insertion order: the first key is the oldest.
    if (this.requests.size > this.max) this.requests.delete(this.requests.keys().next().value as string);
  }

  requestOf(alertId: string): string | undefined {
    return this.requests.get(alertId);
  }

  /** What a text's log line says about it: the text, its alert and the request that accepted the alert. */
  fields(n: { id: string; sosCallId?: string | null }): { notification: string; alertId?: string; reqId?: string } {
    if (!n.sosCallId) return { notification: n.id };
    const reqId = this.requestOf(n.sosCallId);
    return { notification: n.id, alertId: n.sosCallId, ...(reqId ? { reqId } : {}) };
  }
}

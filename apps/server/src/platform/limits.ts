/** Abuse limits and lifetimes read from the environment (config.ts; docs/decisions/0018). */
export interface Limits {
  otpResendSeconds: number;
  /** How long a sign-in code works. */
  otpTtlSeconds: number;
  /** Codes per phone per hour. */
  otpMaxPerHour: number;
  /** Codes asked for from one address per hour. */
  otpPerIp: number;
  /** Codes sent to numbers with no account, all senders together, per hour. */
  otpNewNumbersPerHour: number;
  /** Alerts one address may send per sosIpWindowSeconds. */
  sosPerIp: number;
  sosIpWindowSeconds: number;
  /** At most one text per recipient per tag in this window; later alerts are summed into the next. */
  sosNotifyWindowSeconds: number;
  /** A normal (not urgent) alert's contacts are texted after this if nobody has answered. */
  sosEscalateSeconds: number;
  /** How long a text's answer link works after the text was due. */
  sosAnswerLinkSeconds: number;
  leadsPerIp: number;
}

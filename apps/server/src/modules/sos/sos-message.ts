import { mapUrl } from '@safesathi/contract';

export interface SosMessageInput {
  appName: string;
  /** The reason's text for the owner ("Your car is blocking the way, please move it"). */
  notificationText: string;
  /** The reason's short name ("Car blocking the way"), for a contact, who is not the driver. */
  reasonText: string;
  registrationNumber: string;
  ownerName: string;
  creatorName: string;
  creatorNumber: string;
  latitude?: number | null;
  longitude?: number | null;
  landmark?: string | null;
  forOwner: boolean;
  /** A contact's text held by the escalation ladder: it goes only if the owner has not answered. */
  escalated?: boolean;
  /** The text's answer link (`PUBLIC_URL/r/{token}`). */
  answerUrl: string;
  /**
   * Alerts this one text stands for (more than one when later alerts were summed into it), or
   * COUNT_PLACEHOLDER for a template the database fills in.
   */
  alertCount?: number | typeof COUNT_PLACEHOLDER;
}

/** Stands for the number of alerts in a text template (filled in by the sos_accept function). */
export const COUNT_PLACEHOLDER = '{count}';

/**
 * Characters outside GSM 03.38 (dashes, curly quotes, ellipses) make a whole text UCS-2, which
 * halves what one SMS segment holds (160 → 70): write their plain equivalents.
 */
function gsmSafe(s: string): string {
  return s
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2026/g, '...');
}

/**
 * The SMS each recipient gets, worded for them: the owner reads the reason's own text about their
 * vehicle; an emergency contact reads whose vehicle it is and why they are told. Then who reports
 * it, where, and the link to answer. Kept short: one 160-character segment when the names allow.
 */
export function composeSosMessage(m: SosMessageInput): string {
  const n = m.alertCount ?? 1;
  const several = n === COUNT_PLACEHOLDER || n > 1;
  const parts: string[] = [];
  if (m.forOwner) {
    parts.push(
      several
        ? `${m.appName}: ${n} alerts for your vehicle ${m.registrationNumber}. Latest: ${m.notificationText}`
        : `${m.appName} alert: ${m.notificationText} (${m.registrationNumber})`,
    );
  } else {
    const why = m.escalated ? `${m.ownerName} has not answered` : `you are ${m.ownerName}'s emergency contact`;
    parts.push(
      several
        ? `${m.appName}: ${n} alerts for ${m.ownerName}'s vehicle ${m.registrationNumber} (${why}). Latest: ${m.reasonText}.`
        : `${m.appName} alert: ${m.reasonText} - ${m.ownerName}'s vehicle ${m.registrationNumber} (${why}).`,
    );
  }
  parts.push(`From ${m.creatorName} +91${m.creatorNumber}.`);
  if (m.landmark) parts.push(`At: ${m.landmark}.`);
  if (m.latitude != null && m.longitude != null) parts.push(mapUrl(m.latitude, m.longitude));
  parts.push(`Answer: ${m.answerUrl}`);
  return gsmSafe(parts.join(' '));
}

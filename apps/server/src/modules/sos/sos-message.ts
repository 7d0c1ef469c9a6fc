import { mapUrl } from '@safesathi/contract';

export interface SosMessageInput {
  appName: string;
  notificationText: string;
  registrationNumber: string;
  ownerName: string;
  creatorName: string;
  creatorNumber: string;
  latitude?: number | null;
  longitude?: number | null;
  forOwner: boolean;
  /**
   * Alerts this one text stands for (more than one when later alerts were summed into it), or
   * COUNT_PLACEHOLDER for a template the database fills in.
   */
  alertCount?: number | typeof COUNT_PLACEHOLDER;
}

/** Stands for the number of alerts in a text template (filled in by the sos_accept function). */
export const COUNT_PLACEHOLDER = '{count}';

/** The SMS each recipient gets: what happened, to which vehicle, who reports it, and where. */
export function composeSosMessage(m: SosMessageInput): string {
  const whose = m.forOwner ? 'your vehicle' : `${m.ownerName}'s vehicle`;
  const n = m.alertCount ?? 1;
  const parts =
    n === COUNT_PLACEHOLDER || n > 1
      ? [
          `${m.appName}: ${n} alerts for ${whose} ${m.registrationNumber} in the last few minutes.`,
          `Latest: ${m.notificationText}`,
          `Reported by ${m.creatorName}, +91 ${m.creatorNumber}.`,
        ]
      : [
          `${m.appName} alert for ${whose} ${m.registrationNumber}: ${m.notificationText}`,
          `Reported by ${m.creatorName}, +91 ${m.creatorNumber}.`,
        ];
  if (m.latitude != null && m.longitude != null) parts.push(`Location: ${mapUrl(m.latitude, m.longitude)}`);
  return parts.join(' ');
}

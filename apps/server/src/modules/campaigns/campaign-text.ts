/**
 * What a campaign text says: the admin's words, then the STOP link (docs/decisions/0036-sms-campaigns.md).
 * Pure, so the estimate and the sender count parts the same way.
 */
export const stopLink = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}/stop/${token}`;

export function campaignText(body: string, publicUrl: string, token: string): string {
  return `${body.trim()} STOP: ${stopLink(publicUrl, token)}`;
}

/** A token of the same length as the real ones, for counting parts before any exists. */
export const SAMPLE_STOP_TOKEN = 'x'.repeat(20);

// GSM-7 basic set (and the escape set, counted twice); anything else makes the text UCS-2.
const GSM7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXT = '^{}\\[~]|€';

/** SMS parts a text takes: 160/153 characters in GSM-7, 70/67 in UCS-2 (Hindi, the rupee sign…). */
export function smsParts(text: string): number {
  let septets = 0;
  let unicode = false;
  for (const ch of text) {
    if (GSM7.includes(ch)) septets += 1;
    else if (GSM7_EXT.includes(ch)) septets += 2;
    else unicode = true;
  }
  if (unicode) {
    const units = [...text].length;
    return units <= 70 ? 1 : Math.ceil(units / 67);
  }
  return septets <= 160 ? 1 : Math.ceil(septets / 153);
}

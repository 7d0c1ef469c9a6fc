import { LANGS, type Lang, mapUrl } from '@safesathi/contract';
import { compileText as compile, gsmSafe } from '../../platform/i18n/sms-text.js';

export interface SosMessageInput {
  appName: string;
  /** The recipient's language (the owner's setting; a contact's own account's, else the owner's). */
  lang: Lang;
  /** The reason's text for the owner ("Your car is blocking the way, please move it"), in `lang`. */
  notificationText: string;
  /** The reason's short name ("Car blocking the way"), for a contact, who is not the driver, in `lang`. */
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

const HEAD = ['app', 'reason', 'reg', 'owner', 'why', 'n'];
/** Every language's text templates, compiled at start. "Several" is n ≥ 2 alerts: the plural form of 2. */
const TEMPLATES = new Map(
  LANGS.map((lang) => [
    lang,
    {
      owner: compile(lang, 'sms.owner', HEAD),
      ownerSeveral: compile(lang, 'sms.ownerSeveral', HEAD, 2),
      contact: compile(lang, 'sms.contact', HEAD),
      contactSeveral: compile(lang, 'sms.contactSeveral', HEAD, 2),
      whyContact: compile(lang, 'sms.whyContact', ['owner']),
      whyEscalated: compile(lang, 'sms.whyEscalated', ['owner']),
      from: compile(lang, 'sms.from', ['name', 'phone']),
      at: compile(lang, 'sms.at', ['landmark']),
      answer: compile(lang, 'sms.answer', ['url']),
    },
  ]),
);

/**
 * The SMS each recipient gets, worded for them and in their language: the owner reads the
 * reason's own text about their vehicle; an emergency contact reads whose vehicle it is and why
 * they are told. Then who reports it, where, and the link to answer. Kept short: in English, one
 * 160-character segment when the names allow (other scripts need UCS-2: 70 per segment).
 */
export function composeSosMessage(m: SosMessageInput): string {
  const tpl = TEMPLATES.get(m.lang) ?? TEMPLATES.get('en')!;
  const n = m.alertCount ?? 1;
  const several = n === COUNT_PLACEHOLDER || n > 1;
  const owner = m.ownerName;
  const head = {
    app: m.appName,
    reg: m.registrationNumber,
    owner,
    n: String(n),
    reason: m.forOwner ? m.notificationText : m.reasonText,
    why: m.forOwner ? '' : m.escalated ? tpl.whyEscalated({ owner }) : tpl.whyContact({ owner }),
  };
  const parts = [
    m.forOwner ? (several ? tpl.ownerSeveral : tpl.owner)(head) : (several ? tpl.contactSeveral : tpl.contact)(head),
    tpl.from({ name: m.creatorName, phone: m.creatorNumber }),
  ];
  if (m.landmark) parts.push(tpl.at({ landmark: m.landmark }));
  if (m.latitude != null && m.longitude != null) parts.push(mapUrl(m.latitude, m.longitude));
  parts.push(tpl.answer({ url: m.answerUrl }));
  return gsmSafe(parts.join(' '));
}

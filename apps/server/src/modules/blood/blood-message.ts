import { type BloodComponent, type BloodGroup, LANGS, type Lang } from '@safesathi/contract';
import { tFor } from '../../platform/i18n/i18n.js';
import { compileText, gsmSafe } from '../../platform/i18n/sms-text.js';

/** A hospital's name in a text is cut here, so the whole text keeps to one segment where it can. */
const HOSPITAL_CHARS = 40;

const TEMPLATES = new Map(
  LANGS.map((lang) => [
    lang,
    {
      ask: compileText(lang, 'blood.sms.ask', ['app', 'group', 'component', 'hospital', 'km', 'url']),
      released: compileText(lang, 'blood.sms.released', ['app', 'group', 'component', 'hospital']),
    },
  ]),
);

export interface BloodTextInput {
  appName: string;
  /** The donor's language (their account's setting). */
  lang: Lang;
  group: BloodGroup;
  component: BloodComponent;
  hospital: string;
}

function values(m: BloodTextInput) {
  const hospital =
    m.hospital.length > HOSPITAL_CHARS ? `${m.hospital.slice(0, HOSPITAL_CHARS - 1).trim()}.` : m.hospital;
  return { app: m.appName, group: m.group, component: tFor(m.lang)(`blood.component.${m.component}`), hospital };
}

/**
 * The text that asks a donor: the group and component, the hospital, how far (rounded), and the
 * answer link. In English it fits one 160-character segment with a hospital of up to 40 characters.
 */
export function composeAskText(m: BloodTextInput & { km: number; answerUrl: string }): string {
  const tpl = TEMPLATES.get(m.lang) ?? TEMPLATES.get('en')!;
  return gsmSafe(tpl.ask({ ...values(m), km: String(m.km), url: m.answerUrl }));
}

/** The text that tells a donor still waiting that they are not needed (the request was met or closed). */
export function composeReleasedText(m: BloodTextInput): string {
  const tpl = TEMPLATES.get(m.lang) ?? TEMPLATES.get('en')!;
  return gsmSafe(tpl.released(values(m)));
}

/** A distance as people are told it: whole kilometres, at least 1 (never where exactly someone is). */
export const roundKm = (metres: number) => Math.max(1, Math.round(metres / 1000));

import { randomUUID } from 'node:crypto';
import {
  ANSWER_ETAS,
  ANSWER_REPLIES,
  mapUrl,
  reasonNameIn,
  type TAlertAnswer,
  type TAlertStatus,
  type TEmergencyCardDetails,
  type TReasonTranslations,
} from '@safesathi/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { type Lang, type T, tFor } from '../../../platform/i18n/i18n.js';
import type { AnswerLink } from '../sos-answers.service.js';
import { EmergencyCardSection } from './emergency-card-section.js';
import { Call112, Shell } from './sos-pages.js';
import { ALERT_SCRIPT } from './styles.js';

const timeFormats = new Map<Lang, Intl.DateTimeFormat>();
/**
 * A time of day in India's time, whatever the server's zone, as the language says it: "11:16 am"
 * in English, "सुबह 11:16" in Hindi (its own word for the part of the day, never "am" before बजे).
 */
export function formatTime(lang: Lang, iso: string): string {
  let f = timeFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(`${lang}-IN`, {
      timeZone: 'Asia/Kolkata',
      ...(lang === 'en' ? { hour: '2-digit' } : { hour: 'numeric', dayPeriod: 'short' }),
      minute: '2-digit',
      numberingSystem: 'latn',
    });
    timeFormats.set(lang, f);
  }
  return f.format(new Date(iso));
}

/** The answer as the bystander reads it: who, what, when they come, and the preset reply. */
export function AnswerText({ t, lang, answer }: { t: T; lang: Lang; answer: TAlertAnswer }) {
  const who = answer.by === 'owner' ? t('whoOwner') : t('whoContact');
  const main =
    answer.kind === 'coming'
      ? t('answerComing', { who })
      : answer.kind === 'seen'
        ? t('answerSeen', { who })
        : t('answerCall112', { who });
  return (
    <div className={`answer${answer.kind === 'call112' ? ' urgent' : ''}`} data-answer={answer.kind}>
      <p style={{ margin: 0 }}>
        {main}
        {answer.kind === 'coming' && answer.etaMinutes ? ` ${t('answerEta', { count: answer.etaMinutes })}` : ''}
      </p>
      {answer.reply && <p style={{ margin: '6px 0 0' }}>“{t(`reply.${answer.reply}`)}”</p>}
      <p className="hint" style={{ margin: '6px 0 0', fontWeight: 400 }}>
        {t('answeredAt', { time: formatTime(lang, answer.at) })}
      </p>
    </div>
  );
}

type StepClass = 'done' | 'wait' | 'bad' | '';

function stepOf(t: T, lang: Lang, who: 'owner' | 'contacts', g: TAlertStatus['owner']): [string, StepClass] | null {
  const time = g.at ? formatTime(lang, g.at) : '';
  if (who === 'owner')
    switch (g.state) {
      case 'delivered':
        return [t('ownerDelivered', { time }), 'done'];
      case 'sent':
        return [t('ownerSent', { time }), 'done'];
      case 'retrying':
        return [t('ownerRetrying'), 'wait'];
      case 'failed':
        return [t('ownerFailed'), 'bad'];
      case 'none':
      case 'cancelled':
        return null;
      default:
        return [t('ownerSending'), 'wait'];
    }
  switch (g.state) {
    case 'held':
      return [t('contactsHeld', { time }), 'wait'];
    case 'delivered':
      return [t('contactsDelivered', { time }), 'done'];
    case 'sent':
      return [t('contactsSent', { time }), 'done'];
    case 'retrying':
      return [t('contactsRetrying'), 'wait'];
    case 'failed':
      return [t('contactsFailed'), 'bad'];
    case 'cancelled':
      return [t('contactsCancelled'), 'done'];
    case 'none':
      return null;
    default:
      return [t('contactsSending'), 'wait'];
  }
}

/** The part of the alert page that changes: the answer, then the steps. Sent whole on each update. */
export function StatusSection({ lang, status }: { lang: Lang; status: TAlertStatus }) {
  const t = tFor(lang);
  const steps = [
    [t('sentAt', { time: formatTime(lang, status.createdAt) }), 'done'] as [string, StepClass],
    stepOf(t, lang, 'owner', status.owner),
    stepOf(t, lang, 'contacts', status.contacts),
  ].filter((s): s is [string, StepClass] => s !== null);
  return (
    <>
      {status.answer ? (
        <AnswerText t={t} lang={lang} answer={status.answer} />
      ) : (
        <p className="hint">{t('noAnswerYet')}</p>
      )}
      <ol className="steps">
        {steps.map(([text, cls]) => (
          <li key={text} className={cls || undefined}>
            {text}
          </li>
        ))}
        {status.resolved && <li className="done">{t('alertClosed')}</li>}
      </ol>
    </>
  );
}

export function renderStatusSection(lang: Lang, status: TAlertStatus): string {
  return renderToStaticMarkup(<StatusSection lang={lang} status={status} />);
}

/** What the page says about a masked call just asked for: it rings, or why it does not. */
export type CallNotice = 'started' | 'failed' | 'limited' | 'closed' | 'unavailable';

const NOTICE_TEXT = {
  started: 'maskedCallStarted',
  failed: 'maskedCallFailed',
  limited: 'maskedCallLimited',
  closed: 'maskedCallClosed',
  unavailable: 'maskedCallUnavailable',
} as const satisfies Record<CallNotice, string>;

/** A form's idempotency key, new with each page (ADR 0070): the browser's resubmission sends it again. */
export const FormKey = () => <input type="hidden" name="idempotencyKey" value={randomUUID()} />;

/** "Call the owner": a plain form post (no JavaScript needed), and the outcome of the last one. */
function MaskedCall({ t, path, lang, offered, notice }: { t: T; path: string; lang: Lang } & CallProps) {
  if (!offered && !notice) return null;
  return (
    <section className="card" aria-label={t('maskedCallButton')}>
      {notice === 'started' ? (
        <p className="answer" role="status">
          {t('maskedCallStarted')}
        </p>
      ) : (
        notice && (
          <p className="alert" role="alert">
            {t(NOTICE_TEXT[notice])}
          </p>
        )
      )}
      {offered && (
        <form method="post" action={`${path}/call?lang=${lang}`}>
          <FormKey />
          <button type="submit" className="wide">
            {t('maskedCallButton')}
          </button>
          <p className="hint">{t('maskedCallHint')}</p>
        </form>
      )}
    </section>
  );
}

interface CallProps {
  /** The owner allows masked calls, a provider is set, and the alert is open and recent. */
  offered?: boolean;
  notice?: CallNotice;
}

/**
 * Where a bystander lands after sending: the alert's progress, live, and 112 first; for an urgent
 * alert, the vehicle's emergency card when its owner shows one; "Call the owner" where allowed.
 */
export function AlertStatusPage(p: {
  lang: Lang;
  appName: string;
  path: string;
  status: TAlertStatus & { reasonTranslations?: TReasonTranslations };
  card?: TEmergencyCardDetails | null;
  call?: CallProps;
}) {
  const t = tFor(p.lang);
  return (
    <Shell lang={p.lang} appName={p.appName} title={t('statusTitle')} path={p.path} script={ALERT_SCRIPT}>
      <Call112 t={t} />
      <h1>{t('statusTitle')}</h1>
      <p>{t('statusIntro')}</p>
      <section className="card" aria-label={t('vehicle')}>
        <div className="row">
          <span>{reasonNameIn(p.lang, p.status.reasonText, p.status.reasonTranslations)}</span>
          <span className="plate">{p.status.registrationNumber}</span>
        </div>
      </section>
      {p.card && <EmergencyCardSection t={t} card={p.card} />}
      <section className="card" id="status" aria-live="polite" data-events={`${p.path}/events?lang=${p.lang}`}>
        <StatusSection lang={p.lang} status={p.status} />
      </section>
      <MaskedCall t={t} path={p.path} lang={p.lang} {...p.call} />
      {/* After an accident (an urgent reason), blood may be needed: the nearest banks are one tap away. */}
      {p.status.severity === 'urgent' && (
        <p className="center">
          <a className="btn" href={`/blood-banks?lang=${p.lang}`}>
            {t('banks.sosLink')}
          </a>
        </p>
      )}
      <p className="center">
        <a href={`${p.path}?lang=${p.lang}`}>{t('refresh')}</a>
      </p>
    </Shell>
  );
}

/** What the answer page says about a call back just asked for: it rings, or why it does not. */
export type CallBackNotice = 'started' | 'failed' | 'limited' | 'unavailable';

const CALL_BACK_TEXT = {
  started: 'callBackStarted',
  failed: 'maskedCallFailed',
  limited: 'callBackLimited',
  unavailable: 'callBackUnavailable',
} as const satisfies Record<CallBackNotice, string>;

export interface CallBackProps {
  /** A masked call is offered: a provider is set and the alert is open and recent. */
  masked: boolean;
  /** Otherwise the bystander's number as a tel: link (their text carries it already), or null. */
  tel: string | null;
  notice?: CallBackNotice;
}

/**
 * "Call them back": through the provider where one is set (a form post; the recipient is rung
 * first and neither sees the other's number), else a plain tel: link to the number the bystander
 * left, which says the recipient's number will show.
 */
export function CallBack({
  t,
  path,
  lang,
  name,
  masked,
  tel,
  notice,
}: { t: T; path: string; lang: Lang; name: string } & CallBackProps) {
  if (!masked && !tel && !notice) return null;
  const label = t('callBackButton', { name });
  return (
    <section className="card" aria-label={label}>
      {notice === 'started' ? (
        <p className="answer" role="status">
          {t('callBackStarted', { name })}
        </p>
      ) : (
        notice && (
          <p className="alert" role="alert">
            {t(CALL_BACK_TEXT[notice], { name })}
          </p>
        )
      )}
      {masked ? (
        <form method="post" action={`${path}/call?lang=${lang}`}>
          <FormKey />
          <button type="submit" className="wide">
            {label}
          </button>
          <p className="hint">{t('callBackHint')}</p>
        </form>
      ) : (
        tel && (
          <>
            <a className="wide" href={tel}>
              {label}
            </a>
            <p className="hint">{t('callBackTelHint')}</p>
          </>
        )
      )}
    </section>
  );
}

/** What an owner (or contact) sees through their text's link: the alert, one-tap answers, a call back. */
export function AnswerPage(p: {
  lang: Lang;
  appName: string;
  path: string;
  link: AnswerLink;
  saved?: boolean;
  callBack?: CallBackProps;
}) {
  const t = tFor(p.lang);
  const { link } = p;
  return (
    <Shell lang={p.lang} appName={p.appName} title={t('answerTitle')} path={p.path}>
      <Call112 t={t} />
      <h1>{t('answerTitle')}</h1>
      <p>
        {t('answerIntro', {
          name: link.creatorName,
          reg: link.registrationNumber,
          time: formatTime(p.lang, link.createdAt.toISOString()),
        })}
      </p>
      <section className="card">
        <dl>
          <dt>{t('reason')}</dt>
          <dd>{reasonNameIn(p.lang, link.reasonText, link.reasonTranslations)}</dd>
          {(link.landmark || link.latitude != null) && <dt>{t('where')}</dt>}
          {link.landmark && <dd>{link.landmark}</dd>}
          {link.latitude != null && link.longitude != null && (
            <dd>
              <a href={mapUrl(link.latitude, link.longitude)} rel="noreferrer">
                {t('openMap')}
              </a>
            </dd>
          )}
        </dl>
      </section>
      {link.answer && (
        <section className="card" aria-live="polite">
          {p.saved && <p role="status">{t('answerSaved')}</p>}
          <AnswerText t={t} lang={p.lang} answer={link.answer} />
          <p className="hint">{t('changeAnswer')}</p>
        </section>
      )}
      <form className="card" method="post" action={`${p.path}?lang=${p.lang}`}>
        <FormKey />
        <fieldset>
          <legend>{t('replyLegend')}</legend>
          <div className="reasons">
            <label>
              <input type="radio" name="reply" value="" defaultChecked />
              <span>{t('noReply')}</span>
            </label>
            {ANSWER_REPLIES.map((r) => (
              <label key={r}>
                <input type="radio" name="reply" value={r} />
                <span>{t(`reply.${r}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('comingLegend')}</legend>
          <div className="choices">
            {ANSWER_ETAS.map((n) => (
              <button key={n} type="submit" name="choice" value={`coming-${n}`}>
                {t('minutes', { count: n })}
              </button>
            ))}
          </div>
        </fieldset>
        <button type="submit" name="choice" value="seen" className="wide">
          {t('seenButton')}
        </button>
        <button type="submit" name="choice" value="call112" className="wide red">
          {t('call112Button')}
        </button>
      </form>
      {p.callBack && <CallBack t={t} path={p.path} lang={p.lang} name={link.creatorName} {...p.callBack} />}
    </Shell>
  );
}

/** How long an answer link works, in words: whole days as days ("a day", "2 days"), else hours. */
export function linkLife(t: T, hours: number): string {
  return hours % 24 === 0 ? t('linkLifeDays', { count: hours / 24 }) : t('linkLifeHours', { count: hours });
}

/** An unknown, expired or revoked link (all look the same), with 112 first. */
export function LinkGonePage(p: { lang: Lang; appName: string; path: string; linkHours: number }) {
  const t = tFor(p.lang);
  return (
    <Shell lang={p.lang} appName={p.appName} title={t('linkGoneTitle')} path={p.path}>
      <Call112 t={t} />
      <h1>{t('linkGoneTitle')}</h1>
      <p>{t('linkGoneText', { duration: linkLife(t, p.linkHours) })}</p>
    </Shell>
  );
}

import { mapUrl, type TAlertAnswer } from '@safesathi/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { type Lang, tFor } from '../../../platform/i18n/i18n.js';
import { AnswerText, CallBack, type CallBackProps, FormKey, formatTime } from './alert-pages.js';
import { Call112, Shell } from './sos-pages.js';
import { ALERT_SCRIPT } from './styles.js';

/**
 * A trip alarm as its recipient's link shows it (docs/decisions/0075-trip-alarm.md): the member's
 * latest shared position only while the alarm is open, and whether it is.
 */
export interface TripAlarmState {
  name: string;
  resolved: boolean;
  position: { lat: number; lng: number; accuracy: number; at: Date } | null;
  answer: TAlertAnswer | null;
}

/** The live part of the page, sent again over the page's stream when it changes. */
export function TripAlarmSection({ lang, state }: { lang: Lang; state: TripAlarmState }) {
  const t = tFor(lang);
  if (state.resolved)
    return (
      <section className="card">
        <p className="answer" role="status">
          {t('tripAlarm.closed', { name: state.name })}
        </p>
      </section>
    );
  const p = state.position;
  return (
    <section className="card" aria-live="polite">
      <h2>{t('tripAlarm.where', { name: state.name })}</h2>
      {p ? (
        <dl>
          <dt>{t('tripAlarm.lastPosition')}</dt>
          <dd data-position={`${p.lat.toFixed(5)},${p.lng.toFixed(5)}`}>
            <span dir="ltr">
              {p.lat.toFixed(5)}, {p.lng.toFixed(5)}
            </span>{' '}
            ({t('tripAlarm.within', { metres: Math.round(p.accuracy), time: formatTime(lang, p.at.toISOString()) })})
          </dd>
          <dd>
            <a href={mapUrl(p.lat, p.lng)} rel="noreferrer">
              {t('openMap')}
            </a>
          </dd>
        </dl>
      ) : (
        <p>{t('tripAlarm.noPosition')}</p>
      )}
      {state.answer && <AnswerText t={t} lang={lang} answer={state.answer} />}
    </section>
  );
}

export const renderTripAlarmSection = (lang: Lang, state: TripAlarmState) =>
  renderToStaticMarkup(<TripAlarmSection lang={lang} state={state} />);

/** The live location page a trip alarm's text links to: 112 first, the position, the answers, a call. */
export function TripAlarmPage(p: {
  lang: Lang;
  appName: string;
  path: string;
  state: TripAlarmState;
  saved?: boolean;
  callBack?: CallBackProps;
}) {
  const t = tFor(p.lang);
  const { state } = p;
  const title = t('tripAlarm.title', { name: state.name });
  const answer = (choice: string, reply: string, label: string) => (
    <form method="post" action={`${p.path}?lang=${p.lang}`}>
      <FormKey />
      <input type="hidden" name="reply" value={reply} />
      <button type="submit" name="choice" value={choice} className="wide">
        {label}
      </button>
    </form>
  );
  return (
    <Shell lang={p.lang} appName={p.appName} title={title} path={p.path} script={ALERT_SCRIPT}>
      <Call112 t={t} />
      <h1>{title}</h1>
      <div id="status" data-events={`${p.path}/events?lang=${p.lang}`}>
        <TripAlarmSection lang={p.lang} state={state} />
      </div>
      {p.saved && <p role="status">{t('answerSaved')}</p>}
      {!state.resolved && (
        <section className="card">
          {answer('coming-15', 'on-my-way', t('tripAlarm.onMyWay'))}
          {answer('seen', 'will-call-you', t('tripAlarm.calling'))}
        </section>
      )}
      {!state.resolved && p.callBack && (
        <CallBack t={t} path={p.path} lang={p.lang} name={state.name} {...p.callBack} />
      )}
    </Shell>
  );
}

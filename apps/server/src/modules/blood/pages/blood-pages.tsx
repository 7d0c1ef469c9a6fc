import { formatDay, mapUrl, type TBloodRequestView } from '@safesathi/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { type Lang, type T, tFor } from '../../../platform/i18n/i18n.js';
import { formatTime } from '../../sos/pages/alert-pages.js';
import { Shell } from '../../sos/pages/sos-pages.js';
import { ALERT_SCRIPT } from '../../sos/pages/styles.js';
import type { AskLink } from '../answers.service.js';

/**
 * The emergency-blood pages (docs/decisions/0047-emergency-blood.md): the donor's answer page
 * behind their text's link, and the requester's live page. Server-rendered in the SOS pages'
 * frame and stylesheet, plain forms for every action (no JavaScript needed), updates through the
 * alert page's script where JavaScript runs.
 */

function neededText(t: T, kind: 'now' | 'today' | 'date', neededBy: Date | string): string {
  if (kind === 'now') return t('blood.neededNow');
  if (kind === 'today') return t('blood.neededToday');
  return t('blood.neededOn', { date: formatDay(typeof neededBy === 'string' ? neededBy : neededBy.toISOString()) });
}

const component = (t: T, c: string) => t(`blood.component.${c}` as 'blood.component.plasma');

export type SavedAnswer = 'yes' | 'full' | 'not-now' | 'donated-recently';

const SAVED_TEXT = {
  yes: 'blood.savedYes',
  full: 'blood.savedFull',
  'not-now': 'blood.savedNotNow',
  'donated-recently': 'blood.savedDonated',
} as const;

const ANSWER_TEXT = {
  yes: 'blood.yesButton',
  'not-now': 'blood.notNowButton',
  'donated-recently': 'blood.donatedButton',
} as const;

/** What a donor sees through their text's link: the request and three one-tap answers. */
export function DonorAskPage(p: { lang: Lang; appName: string; path: string; link: AskLink; saved?: SavedAnswer }) {
  const t = tFor(p.lang);
  const { link } = p;
  const vars = { group: link.bloodGroup, component: component(t, link.component), hospital: link.hospitalName };
  if (!link.open)
    return (
      <Shell lang={p.lang} appName={p.appName} title={t('blood.closedTitle')} path={p.path}>
        <h1>{t('blood.closedTitle')}</h1>
        <p>{t('blood.closedText')}</p>
      </Shell>
    );
  return (
    <Shell lang={p.lang} appName={p.appName} title={t('blood.askTitle')} path={p.path}>
      <h1>{t('blood.askTitle')}</h1>
      <p>{t('blood.askIntro', { ...vars, km: link.km })}</p>
      {p.saved && (
        <p className={p.saved === 'yes' ? 'answer' : 'card'} role="status">
          {t(SAVED_TEXT[p.saved], { app: p.appName })}
        </p>
      )}
      {!p.saved && link.full && <p className="card">{t('blood.savedFull')}</p>}
      <section className="card">
        <dl>
          <dt>{t('blood.hospital')}</dt>
          <dd>
            {link.hospitalName}{' '}
            <a href={mapUrl(link.hospital.lat, link.hospital.lng)} rel="noreferrer">
              {t('openMap')}
            </a>
          </dd>
          <dt>{t('blood.neededBy')}</dt>
          <dd>{neededText(t, link.neededKind, link.neededBy)}</dd>
          <dt>{t('blood.units')}</dt>
          <dd>{link.units}</dd>
          {link.note && <dt>{t('blood.note')}</dt>}
          {link.note && <dd>{link.note}</dd>}
        </dl>
      </section>
      {link.answer && <p className="hint">{t('blood.yourAnswer', { answer: t(ANSWER_TEXT[link.answer]) })}</p>}
      <form className="card" method="post" action={`${p.path}?lang=${p.lang}`}>
        <button type="submit" name="choice" value="yes" className="send">
          {t('blood.yesButton')}
        </button>
        <button type="submit" name="choice" value="not-now" className="wide">
          {t('blood.notNowButton')}
        </button>
        <button type="submit" name="choice" value="donated-recently" className="wide">
          {t('blood.donatedButton')}
        </button>
        <p className="hint">{t('blood.privacyNote', { app: p.appName })}</p>
      </form>
    </Shell>
  );
}

const STATE_TEXT = {
  open: 'blood.stateOpen',
  fulfilled: 'blood.stateFulfilled',
  closed: 'blood.stateClosed',
  expired: 'blood.stateExpired',
} as const;

/** The request's live part: where the search stands and each donor who said yes, with their buttons. */
export function RequestStatus({ lang, view, path }: { lang: Lang; view: TBloodRequestView; path: string }) {
  const t = tFor(lang);
  const open = view.status === 'open';
  const action = (what: string) => `${path}/${what}?lang=${lang}`;
  const search = !open
    ? null
    : view.radiusKm === null
      ? t('blood.notYetSearched')
      : view.yesCount >= view.units
        ? t('blood.enough')
        : view.nextRingAt && view.nextRadiusKm
          ? t('blood.nextRing', { km: view.nextRadiusKm, time: formatTime(lang, view.nextRingAt) })
          : t('blood.lastRing', { km: view.radiusKm });
  return (
    <>
      <p className={open ? 'answer' : 'card'} data-state={view.status}>
        {t(STATE_TEXT[view.status])}
      </p>
      <ol className="steps">
        <li className={view.notified > 0 ? 'done' : 'wait'}>{t('blood.notified', { count: view.notified })}</li>
        {view.radiusKm !== null && <li className="done">{t('blood.radius', { km: view.radiusKm })}</li>}
        {search && <li className="wait">{search}</li>}
      </ol>
      <h2>{t('blood.yesOfUnits', { yes: view.yesCount, units: view.units })}</h2>
      {view.donors.length === 0 ? (
        <p className="hint">{t('blood.noYesYet')}</p>
      ) : (
        <ul className="steps" aria-label={t('blood.yesButton')}>
          {view.donors.map((d) => (
            <li key={d._id} className="done" data-donor={d._id}>
              <p style={{ margin: 0 }}>
                {t('blood.donorLine', { name: d.firstName, km: d.distanceKm, time: formatTime(lang, d.answeredAt) })}
                {d.donated && <strong> · {t('blood.donated')}</strong>}
              </p>
              {open && !d.donated && (
                <div className="row">
                  {view.canCall && (
                    <form method="post" action={action('call')}>
                      <input type="hidden" name="askId" value={d._id} />
                      <button type="submit" className="wide">
                        {t('blood.callDonor', { name: d.firstName })}
                      </button>
                    </form>
                  )}
                  <form method="post" action={action('donated')}>
                    <input type="hidden" name="askId" value={d._id} />
                    <button type="submit" className="wide">
                      {t('blood.markDonated', { name: d.firstName })}
                    </button>
                  </form>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {open && view.canCall && view.donors.length > 0 && <p className="hint">{t('blood.callHint')}</p>}
      {open && (
        <form method="post" action={action('close')}>
          <button type="submit" name="outcome" value="fulfilled" className="wide">
            {t('blood.fulfilledButton')}
          </button>
          <button type="submit" name="outcome" value="not-needed" className="wide red">
            {t('blood.notNeededButton')}
          </button>
          <p className="hint">{t('blood.closeHint')}</p>
        </form>
      )}
    </>
  );
}

export interface RequestState {
  view: TBloodRequestView;
  path: string;
}

export function renderRequestStatus(lang: Lang, s: RequestState): string {
  return renderToStaticMarkup(<RequestStatus lang={lang} view={s.view} path={s.path} />);
}

/** What the page says after a call was asked for: it rings, or why it does not. */
export type CallNotice = 'started' | 'failed' | 'limited' | 'closed';

const NOTICE_TEXT = {
  started: 'blood.callStarted',
  failed: 'blood.callFailed',
  limited: 'blood.callLimited',
  closed: 'blood.callClosed',
} as const;

/** The requester's page: the request, and its live status (updated by the alert page's script). */
export function RequestPage(p: {
  lang: Lang;
  appName: string;
  path: string;
  view: TBloodRequestView;
  notice?: CallNotice;
}) {
  const t = tFor(p.lang);
  const { view } = p;
  return (
    <Shell lang={p.lang} appName={p.appName} title={t('blood.pageTitle')} path={p.path} script={ALERT_SCRIPT}>
      <h1>
        {t('blood.pageTitle')}: {view.bloodGroup} {component(t, view.component)}
      </h1>
      <p className="hint">{t('blood.keepOpen')}</p>
      {p.notice && (
        <p className={p.notice === 'started' ? 'answer' : 'alert'} role={p.notice === 'started' ? 'status' : 'alert'}>
          {t(NOTICE_TEXT[p.notice])}
        </p>
      )}
      <section className="card" aria-label={t('blood.hospital')}>
        <dl>
          <dt>{t('blood.patient')}</dt>
          <dd>{view.patientName}</dd>
          <dt>{t('blood.hospital')}</dt>
          <dd>{view.hospitalName}</dd>
          <dt>{t('blood.neededBy')}</dt>
          <dd>{neededText(t, view.neededKind, view.neededBy)}</dd>
          <dt>{t('blood.units')}</dt>
          <dd>{view.units}</dd>
          <dt>{t('blood.contact')}</dt>
          <dd>{view.contactName}</dd>
        </dl>
      </section>
      <section className="card" id="status" aria-live="polite" data-events={`${p.path}/events?lang=${p.lang}`}>
        <RequestStatus lang={p.lang} view={view} path={p.path} />
      </section>
      <p className="center">
        <a href={`${p.path}?lang=${p.lang}`}>{t('refresh')}</a>
      </p>
    </Shell>
  );
}

/** An unknown or forged address, or a donor's link that was never sent. */
export function BloodGonePage(p: { lang: Lang; appName: string; path: string }) {
  const t = tFor(p.lang);
  return (
    <Shell lang={p.lang} appName={p.appName} title={t('blood.requestGoneTitle')} path={p.path}>
      <h1>{t('blood.requestGoneTitle')}</h1>
      <p>{t('blood.requestGoneText')}</p>
    </Shell>
  );
}

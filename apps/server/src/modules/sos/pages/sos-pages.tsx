import { createHash } from 'node:crypto';
import { LANGUAGES } from '@safesathi/contract';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { isRtl, LANGS, type Lang, type T, tFor } from '../../../platform/i18n/i18n.js';
import { EmergencyCardSlot } from './emergency-card-section.js';
import { ALERT_SCRIPT, SOS_CSS, SOS_SCRIPT } from './styles.js';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The public pages' policy: inline style, and only the known inline scripts (by hash); forms post to ourselves. */
export function publicPageCsp(scripts: string[]): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `script-src ${scripts.map(hashOf).join(' ')}`,
    // The alert page's live updates (EventSource) come from here.
    "connect-src 'self'",
    "form-action 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const SOS_CSP = publicPageCsp([SOS_SCRIPT, ALERT_SCRIPT]);

export interface ShellProps {
  lang: Lang;
  appName: string;
  title: string;
  /** The current address (path, and query without `lang`), for the language links. */
  path: string;
  /** The page's one inline script (SOS_SCRIPT or ALERT_SCRIPT), allowed by its hash in SOS_CSP. */
  script?: string;
  /** Styles of this page beyond SOS_CSS (the blood-bank list). */
  css?: string;
  children: ReactNode;
}

/** A globe, drawn: an emoji would need an emoji font, which not every phone has. */
const Globe = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
  </svg>
);

/**
 * The language switcher: a plain <details> (no script needed) listing the ten languages, each
 * named in its own script, with the current one marked; the list opens over the page, so the 112
 * button stays where it is.
 */
function LanguageSwitcher({ lang, path, t }: { lang: Lang; path: string; t: T }) {
  return (
    <details className="langs">
      <summary aria-label={`${t('langLabel')}: ${LANGUAGES[lang].name}`}>
        <Globe />
        {LANGUAGES[lang].name}
      </summary>
      <ul aria-label={t('langLabel')}>
        {LANGS.map((l) => (
          <li key={l}>
            <a
              href={`${path}${path.includes('?') ? '&' : '?'}lang=${l}`}
              lang={l}
              hrefLang={l}
              aria-current={l === lang ? 'true' : undefined}
            >
              {LANGUAGES[l].name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function Shell({ lang, appName, title, path, script, css, children }: ShellProps) {
  const t = tFor(lang);
  return (
    <html lang={lang} dir={isRtl(lang) ? 'rtl' : 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex" />
        <meta name="theme-color" content="#b71c1c" />
        <title>{`${title} · ${appName}`}</title>
        <link rel="icon" href="data:," />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant stylesheet */}
        <style dangerouslySetInnerHTML={{ __html: css ? SOS_CSS + css : SOS_CSS }} />
      </head>
      <body>
        <header>
          <a className="brand" href="/">
            {appName}
          </a>
          <LanguageSwitcher lang={lang} path={path} t={t} />
        </header>
        <main>{children}</main>
        <footer>{t('poweredBy', { app: appName })}</footer>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant script allowed by its CSP hash */}
        {script && <script dangerouslySetInnerHTML={{ __html: script }} />}
      </body>
    </html>
  );
}

export function Call112({ t }: { t: T }) {
  return (
    <>
      <a className="e112" href="tel:112">
        <span aria-hidden="true">☎</span> {t('call112')}
      </a>
      <p className="note">{t('emergencyNote')}</p>
    </>
  );
}

export interface SosFormValues {
  reasonId?: string;
  creatorName?: string;
  creatorNumber?: string;
  latitude?: string;
  longitude?: string;
  landmark?: string;
}

export interface SosPageProps {
  lang: Lang;
  appName: string;
  path: string;
  code: string;
  registrationNumber: string;
  owner: { _id: string; showDetails: boolean; name?: string; countryCode?: string; phone?: string };
  /** urgent: picking it may show the vehicle's emergency card (the script fetches it). */
  /** In the page's language (the English name where the reason has none in it). */
  reasons: { _id: string; reasonText: string; severity: 'urgent' | 'normal' }[];
  values?: SosFormValues;
  errors?: Record<string, string>;
  formError?: string;
  /**
   * The form's idempotency key (docs/decisions/0070-idempotency-keys.md): the browser's
   * resubmission of the same form is answered with its first alert. The script puts a key of
   * this page load's own in its place; without script, a cached page's visitors share it.
   */
  formKey: string;
}

export function SosPage(p: SosPageProps) {
  const t = tFor(p.lang);
  const v = p.values ?? {};
  const e = p.errors ?? {};
  const hasErrors = Object.keys(e).length > 0 || !!p.formError;
  // The first field that needs fixing has the focus when the page comes back.
  const firstWrong = ['reasonId', 'creatorName', 'creatorNumber', 'landmark'].find((f) => e[f]);
  const msg = JSON.stringify({
    r: t('selectReason'),
    s: t('sending'),
    a: t('locationAdded'),
    f: t('locationFailed'),
  });
  return (
    <Shell
      lang={p.lang}
      appName={p.appName}
      title={`${t('title')} ${p.registrationNumber}`}
      path={p.path}
      script={SOS_SCRIPT}
    >
      <Call112 t={t} />
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <section className="card" aria-label={t('vehicle')}>
        <div className="row">
          <span>{t('vehicle')}</span>
          <span className="plate">{p.registrationNumber}</span>
        </div>
        {p.owner.showDetails && p.owner.name && (
          <div className="row" style={{ marginTop: 10 }}>
            <span>
              {t('owner')}: <strong>{p.owner.name}</strong>
            </span>
            {p.owner.phone && (
              <a className="call" href={`tel:+${p.owner.countryCode ?? '91'}${p.owner.phone}`}>
                {t('callOwner')}
              </a>
            )}
          </div>
        )}
      </section>
      {/* Posted to the page's own address, so that a mistake comes back on it (without JavaScript too). */}
      <form id="sos" className="card" method="post" action={p.path} noValidate data-msg={msg}>
        {hasErrors && (
          <p className="alert" role="alert">
            {p.formError ?? t('fixErrors')}
          </p>
        )}
        <input type="hidden" name="qrcodename" value={p.code} />
        <input type="hidden" name="user" value={p.owner._id} />
        <input type="hidden" name="vehicleNumber" value={p.registrationNumber} />
        <input type="hidden" name="lang" value={p.lang} />
        <input type="hidden" name="idempotencyKey" value={p.formKey} />
        <input type="hidden" name="latitude" value={v.latitude ?? ''} />
        <input type="hidden" name="longitude" value={v.longitude ?? ''} />
        <fieldset aria-describedby={e.reasonId ? 'reason-err' : undefined}>
          <legend>{t('reasonLegend')}</legend>
          <div className="reasons">
            {p.reasons.map((r) => (
              <label key={r._id}>
                <input
                  type="radio"
                  name="reasonId"
                  value={r._id}
                  defaultChecked={v.reasonId === r._id}
                  data-u={r.severity === 'urgent' ? '' : undefined}
                  // biome-ignore lint/a11y/noAutofocus: only after a failed post, on the field to fix (works with no script)
                  autoFocus={firstWrong === 'reasonId' && r === p.reasons[0]}
                />
                <span>{r.reasonText}</span>
              </label>
            ))}
          </div>
          {e.reasonId && (
            <p className="err" id="reason-err">
              {e.reasonId}
            </p>
          )}
        </fieldset>
        <EmergencyCardSlot t={t} code={p.code} />
        <label className="f" htmlFor="creatorName">
          {t('yourName')}
        </label>
        <input
          id="creatorName"
          name="creatorName"
          type="text"
          autoComplete="name"
          maxLength={80}
          defaultValue={v.creatorName ?? ''}
          aria-invalid={e.creatorName ? true : undefined}
          // biome-ignore lint/a11y/noAutofocus: only after a failed post, on the field to fix (works with no script)
          autoFocus={firstWrong === 'creatorName'}
          aria-describedby={e.creatorName ? 'name-err' : undefined}
        />
        {e.creatorName && (
          <p className="err" id="name-err">
            {e.creatorName}
          </p>
        )}
        <label className="f" htmlFor="creatorNumber">
          {t('yourMobile')}
        </label>
        <input
          id="creatorNumber"
          name="creatorNumber"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          // However it is typed ("+91 98765-43210", "098765 43210"): the server reads it.
          maxLength={20}
          defaultValue={v.creatorNumber ?? ''}
          aria-invalid={e.creatorNumber ? true : undefined}
          // biome-ignore lint/a11y/noAutofocus: only after a failed post, on the field to fix (works with no script)
          autoFocus={firstWrong === 'creatorNumber'}
          aria-describedby={e.creatorNumber ? 'mobile-hint mobile-err' : 'mobile-hint'}
        />
        <p className="hint" id="mobile-hint">
          {t('mobileHint')}
        </p>
        {e.creatorNumber && (
          <p className="err" id="mobile-err">
            {e.creatorNumber}
          </p>
        )}
        <label className="f" htmlFor="landmark">
          {t('landmark')}
        </label>
        <input
          id="landmark"
          name="landmark"
          type="text"
          maxLength={120}
          defaultValue={v.landmark ?? ''}
          aria-invalid={e.landmark ? true : undefined}
          // biome-ignore lint/a11y/noAutofocus: only after a failed post, on the field to fix (works with no script)
          autoFocus={firstWrong === 'landmark'}
          aria-describedby={e.landmark ? 'landmark-hint landmark-err' : 'landmark-hint'}
        />
        <p className="hint" id="landmark-hint">
          {t('landmarkHint')}
        </p>
        {e.landmark && (
          <p className="err" id="landmark-err">
            {e.landmark}
          </p>
        )}
        <button type="button" id="loc" className="loc" hidden>
          {t('shareLocation')}
        </button>
        <p id="locs" className="hint" aria-live="polite" />
        <button type="submit" className="send">
          {t('send')}
        </button>
      </form>
    </Shell>
  );
}

/** A code that cannot alert anyone: unknown, never linked, or switched off. 112 comes first on each. */
export function TagProblemPage(p: {
  lang: Lang;
  appName: string;
  path: string;
  kind: 'not-found' | 'not-linked' | 'switched-off' | 'lost';
  /** The tag's code: an unlinked tag offers its new owner to activate it. */
  code?: string;
}) {
  const t = tFor(p.lang);
  const [title, text] = {
    'not-found': [t('notRegisteredTitle'), t('notRegisteredText')],
    'not-linked': [t('notActiveTitle'), t('notActiveText')],
    'switched-off': [t('switchedOffTitle'), t('switchedOffText')],
    lost: [t('lostTitle'), t('lostText')],
  }[p.kind];
  return (
    <Shell lang={p.lang} appName={p.appName} title={title} path={p.path}>
      <Call112 t={t} />
      <h1>{title}</h1>
      <p>{text}</p>
      {p.kind === 'not-linked' && p.code ? (
        <div className="card center">
          <p>{t('thisIsMyTagHint')}</p>
          {/* The account's vehicles page signs the owner in first, then links the tag (POST /api/qrcode/{code}/activate). */}
          <a className="btn" href={`/account/vehicles?activate=${encodeURIComponent(p.code)}`}>
            {t('thisIsMyTag')}
          </a>
        </div>
      ) : null}
    </Shell>
  );
}

export function SuccessPage(p: { lang: Lang; appName: string; path: string }) {
  const t = tFor(p.lang);
  return (
    <Shell lang={p.lang} appName={p.appName} title={t('successTitle')} path={p.path}>
      <div className="card center">
        <h1>{t('successTitle')}</h1>
        <p>{t('successText')}</p>
        <a className="btn" href="/">
          {t('goBack')}
        </a>
      </div>
      <Call112 t={t} />
    </Shell>
  );
}

export function renderHtml(element: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}

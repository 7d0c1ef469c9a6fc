import { BLOOD_BANK_RINGS_KM, type TNearestBloodBank, type TNearestBloodBanks } from '@safesathi/contract';
import { type Lang, type T, tFor } from '../../../platform/i18n/i18n.js';
import { Call112, publicPageCsp, Shell } from '../../sos/pages/sos-pages.js';

/** The list's styles, beside the SOS pages' stylesheet (the same look, the same inline delivery). */
const BANKS_CSS = `.banks{list-style:none;margin:0;padding:0}.bank h3{font-size:18px;margin:0 0 6px}.bank p{margin:0 0 6px}
.tags{display:flex;flex-wrap:wrap;gap:6px}.tag{font-size:13px;font-weight:700;border-radius:999px;padding:2px 10px;background:#eef2f7}.tag.h24{background:#eaf6ee;color:#14532d}
.km{font-weight:700}.acts{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-top:8px}.acts .btn{padding:10px 16px}
.loc{width:100%;margin:0 0 14px}`;

/**
 * "Use my location": shown only where the browser can tell it; pressed, it asks for the position,
 * then posts it with the page's plain form (no script, no button: the PIN code form still works).
 */
export const BANKS_SCRIPT = `(function(){var f=document.getElementById('near'),b=document.getElementById('loc'),s=document.getElementById('locs');if(!f||!navigator.geolocation)return;var m=JSON.parse(f.getAttribute('data-msg'));b.hidden=false;f.addEventListener('submit',function(e){e.preventDefault();b.disabled=true;s.textContent=m.w;navigator.geolocation.getCurrentPosition(function(p){f.lat.value=p.coords.latitude.toFixed(5);f.lng.value=p.coords.longitude.toFixed(5);f.submit()},function(){b.disabled=false;s.textContent=m.f},{timeout:15000,maximumAge:300000})})})();`;

export const BANKS_CSP = publicPageCsp([BANKS_SCRIPT]);

const kmFormats = new Map<Lang, Intl.NumberFormat>();
/** 2.4 or 37, in the page's language with the digits every reader knows. */
function formatKm(lang: Lang, km: number): string {
  let f = kmFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(`${lang}-IN`, { maximumFractionDigits: 1, numberingSystem: 'latn' });
    kmFormats.set(lang, f);
  }
  return f.format(km);
}

export interface BloodBanksPageProps {
  lang: Lang;
  appName: string;
  /** The page's address (with `?q=` after a search), for the language links. */
  path: string;
  q?: string;
  result?: TNearestBloodBanks;
  /** What to fix in the search box, in the page's language. */
  searchError?: string;
  /** Why the location could not be used, in the page's language. */
  locationError?: string;
}

function heading(t: T, from: TNearestBloodBanks['from']): string {
  if (from.kind === 'location') return t('banks.nearYou');
  return from.kind === 'pin' ? t('banks.nearPin', { pin: from.label }) : t('banks.nearPlace', { place: from.label });
}

function BankItem({ t, lang, bank: b }: { t: T; lang: Lang; bank: TNearestBloodBank }) {
  // The directory often repeats the district as the city.
  const where = [b.address, b.city, b.city === b.district ? '' : b.district, `${b.state} ${b.pincode}`].filter(Boolean);
  return (
    <li className="card bank">
      <h3>{b.name}</h3>
      <p className="tags">
        <span className="tag">{t(`banks.${b.category}`)}</span>
        {b.open24h && <span className="tag h24">{t('banks.open24h')}</span>}
      </p>
      <p>{where.join(', ')}</p>
      <p className="km">{t('banks.away', { km: formatKm(lang, b.distanceKm) })}</p>
      <p className="acts">
        {b.telUrl && (
          <a className="btn" href={b.telUrl}>
            {t('banks.call', { phone: b.phone })}
          </a>
        )}
        <a href={b.mapUrl} rel="noreferrer">
          {t('openMap')}
        </a>
      </p>
    </li>
  );
}

function Results({ t, lang, result }: { t: T; lang: Lang; result: TNearestBloodBanks }) {
  const { banks, withinKm, from } = result;
  const widest = BLOOD_BANK_RINGS_KM[BLOOD_BANK_RINGS_KM.length - 1];
  return (
    <section aria-labelledby="results">
      <h2 id="results">{heading(t, from)}</h2>
      {banks.length === 0 ? (
        <p className="alert" role="status">
          {from.kind === 'place' ? t('banks.noneInPlace', { place: from.label }) : t('banks.noneAtAll')}
        </p>
      ) : (
        <>
          <p className="hint">
            {withinKm === null ? t('banks.noneWithin', { km: widest }) : t('banks.withinKm', { km: withinKm })}
          </p>
          <ol className="banks">
            {banks.map((b) => (
              <BankItem key={b._id} t={t} lang={lang} bank={b} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** /blood-banks: a PIN code, district or city (a plain GET form), or the visitor's location; then the nearest banks. */
export function BloodBanksPage(p: BloodBanksPageProps) {
  const t = tFor(p.lang);
  const msg = JSON.stringify({ w: t('banks.locating'), f: t('banks.locationFailed') });
  return (
    <Shell
      lang={p.lang}
      appName={p.appName}
      title={t('banks.title')}
      path={p.path}
      script={BANKS_SCRIPT}
      css={BANKS_CSS}
    >
      <Call112 t={t} />
      <h1>{t('banks.title')}</h1>
      <p>{t('banks.intro')}</p>
      <form id="search" className="card" method="get" action="/blood-banks" noValidate>
        <label className="f" htmlFor="q">
          {t('banks.searchLabel')}
        </label>
        <input
          id="q"
          name="q"
          type="text"
          maxLength={80}
          defaultValue={p.q ?? ''}
          aria-invalid={p.searchError ? true : undefined}
          aria-describedby={p.searchError ? 'q-hint q-err' : 'q-hint'}
          // biome-ignore lint/a11y/noAutofocus: only after a search to correct, on the box to fix (works with no script)
          autoFocus={!!p.searchError}
        />
        <p className="hint" id="q-hint">
          {t('banks.searchHint')}
        </p>
        {p.searchError && (
          <p className="err" id="q-err">
            {p.searchError}
          </p>
        )}
        <input type="hidden" name="lang" value={p.lang} />
        <button type="submit" className="send">
          {t('banks.search')}
        </button>
      </form>
      {/* Posted, so the visitor's position stays out of addresses, history and logs. */}
      <form id="near" method="post" action={`/blood-banks?lang=${p.lang}`} data-msg={msg}>
        <input type="hidden" name="lat" />
        <input type="hidden" name="lng" />
        <button type="submit" id="loc" className="loc" hidden>
          {t('banks.useLocation')}
        </button>
        <p id="locs" className={p.locationError ? 'alert' : 'hint'} aria-live="polite">
          {p.locationError}
        </p>
      </form>
      {p.result && <Results t={t} lang={p.lang} result={p.result} />}
    </Shell>
  );
}

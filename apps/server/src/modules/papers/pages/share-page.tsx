import { formatDay, PAPER_KIND_NAMES, type TSharedPaper } from '@safesathi/contract';
import type { Lang } from '../../../platform/i18n/i18n.js';
import { Shell } from '../../sos/pages/sos-pages.js';

/** The paper's own styles, beside the public pages' (SOS_CSS). */
const CSS = `
.paper dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem .8rem;margin:1rem 0}
.paper dt{color:#555}.paper dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.paper img{display:block;max-width:100%;height:auto;border:1px solid #ccc;border-radius:6px;margin:1rem 0}
.paper .notice{background:#fff8e1;border-left:4px solid #f9a825;padding:.6rem .8rem;margin:1rem 0}
.paper .expires{color:#555;font-size:.9rem}
`;

/** What a share link's holder sees (docs/decisions/0058-vehicle-papers.md): the details, the file, the legal notice. */
export function SharedPaperPage(p: { lang: Lang; appName: string; path: string; token: string; paper: TSharedPaper }) {
  const { paper } = p;
  const fileUrl = `/api/paper-shares/${encodeURIComponent(p.token)}/file`;
  const title = PAPER_KIND_NAMES[paper.kind];
  const rows: [string, string | null][] = [
    ['Vehicle', paper.registrationNumber],
    ['Number', paper.number],
    ['Issued by', paper.issuer],
    ['Insurer', paper.insurer],
    ["Insurer's claim helpline", paper.helpline],
    ['Valid from', paper.validFrom && formatDay(paper.validFrom)],
    ['Valid until', paper.validUntil && formatDay(paper.validUntil)],
  ];
  return (
    <Shell lang={p.lang} appName={p.appName} title={title} path={p.path} css={CSS}>
      <article className="paper">
        <h1>{title}</h1>
        <p className="notice">{paper.notice}</p>
        <dl>
          {rows
            .filter(([, v]) => v)
            .map(([k, v]) => (
              <div key={k} style={{ display: 'contents' }}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
        </dl>
        {paper.fileType === 'image/webp' && <img src={fileUrl} alt={`The ${title.toLowerCase()}`} />}
        {paper.fileType === 'application/pdf' && (
          <p>
            <a href={fileUrl}>Open the PDF</a>
          </p>
        )}
        <p className="expires">
          This link stops working at {new Date(paper.expiresAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}{' '}
          (India time).
        </p>
      </article>
    </Shell>
  );
}

export function ShareGonePage(p: { lang: Lang; appName: string; path: string }) {
  return (
    <Shell lang={p.lang} appName={p.appName} title="Link not available" path={p.path}>
      <h1>This link no longer works</h1>
      <p>It has expired or its owner revoked it. Ask them for a new link.</p>
    </Shell>
  );
}

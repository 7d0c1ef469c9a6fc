/**
 * Which addresses a campaign text may link to (issue 22 item 6, docs/decisions/0036-sms-campaigns.md):
 * texts go out under the brand's sender ID, so a link in one is the brand vouching for it. Only
 * the product's own host and the operator's allow-list pass. Pure, so it is tested on its own.
 *
 * Phones turn far more than `https://…` into links — `bit.ly/x`, `www.evil.in`, `EVIL.COM`, an IDN
 * name — so anything that reads as a host name counts: a dotted name whose last label is letters
 * (any script) or punycode, a dotted-quad address, or whatever follows a `scheme:/`. Hosts are
 * compared in the form a browser resolves (WHATWG URL: lower case, punycode), so a lookalike in
 * another script is a different host, and `safesathi.in.evil.com` or `evil-safesathi.in` is not
 * `safesathi.in`. A sentence run together ("today.Visit") reads as a host too and is refused with
 * its name, which tells the writer to add the space.
 */
import { canonicalHost } from '../../platform/host-name.js';

// Characters phones and URL parsers treat as a dot, and invisible ones a reader would not see.
const DOTS = /[\u3002\uff0e\uff61]/g;
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]/g;
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}_-]*[\p{L}\p{N}\p{M}])?`;
// A whole dotted name: the look-behinds stop a match starting mid-label or after a label's dot.
const DOTTED = new RegExp(String.raw`(?<![\p{L}\p{N}\p{M}_-])(?<![\p{L}\p{N}\p{M}_-]\.)(?:${LABEL}\.)+${LABEL}`, 'gu');
// `scheme:/…` or `scheme:\…`, as browsers read them: its authority is the host, whatever it looks like.
const SCHEMED = /[a-z][a-z0-9+.-]*:[/\\]+([^\s/\\?#]*)/giu;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** What a reader sees: full-width letters and odd dots folded, invisible characters gone. */
function normalise(text: string): string {
  return text.normalize('NFKC').replace(DOTS, '.').replace(INVISIBLE, '').toLowerCase();
}

/** Whether a dotted name reads as a host: its last label is letters (any script) or punycode, or it is an IPv4 address. */
function readsAsHost(name: string): boolean {
  if (IPV4.test(name)) return true;
  const last = name.slice(name.lastIndexOf('.') + 1);
  return last.startsWith('xn--') || /^\p{L}[\p{L}\p{M}]+$/u.test(last);
}

/** Every link in a text, as written (for the message) and as the host a browser would contact (null: unreadable). */
export function linksIn(text: string): { written: string; host: string | null }[] {
  const plain = normalise(text);
  const found: { written: string; host: string | null }[] = [];
  for (const m of plain.matchAll(SCHEMED)) {
    // The authority may carry user:password@ before the host; the URL parser drops it as a browser does.
    found.push({ written: m[0], host: canonicalHost(m[1] ?? '') });
  }
  for (const m of plain.matchAll(DOTTED))
    if (readsAsHost(m[0])) found.push({ written: m[0], host: canonicalHost(m[0]) });
  return found;
}

/**
 * Why a text may not go out (the first link to a host not allowed), or null. `allowed` holds
 * canonical hosts (canonicalHost), the product's own first.
 */
export function foreignLink(text: string, allowed: readonly string[]): string | null {
  const bad = linksIn(text).find((l) => !l.host || !allowed.includes(l.host));
  if (!bad) return null;
  const where = allowed.length > 0 ? allowed.join(', ') : 'this site';
  return bad.host
    ? `Links in campaign texts may point only to ${where}; this text links to ${bad.host}`
    : `“${bad.written}” reads as a link whose address cannot be checked; campaign texts may link only to ${where}`;
}

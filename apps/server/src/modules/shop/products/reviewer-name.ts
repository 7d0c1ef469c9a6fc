/**
 * The name a verified buyer's review is shown under: their account's first name and the initial of
 * their last (issue 22 item 12: "Rohit Menon" → "Rohit M."). Never text sent with the review — a
 * "verified buyer" badge beside a name the buyer typed ("SafeSathi Support") would vouch for it —
 * and never the whole surname, which a public page does not need.
 */
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

export function reviewerName(accountName: string | null | undefined): string {
  const words = (accountName ?? '').trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return 'Customer';
  // A user-chosen first name can be long; the page shows a name, not a paragraph.
  const first = [...graphemes.segment(words[0]!)]
    .slice(0, 40)
    .map((s) => s.segment)
    .join('');
  if (words.length === 1) return first;
  const initial = graphemes.segment(words.at(-1)!)[Symbol.iterator]().next().value?.segment ?? '';
  return `${first} ${initial.toLocaleUpperCase('en-IN')}.`;
}

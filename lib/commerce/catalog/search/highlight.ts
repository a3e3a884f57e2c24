// Typesense's highlight of a matched field: the text as HTML, each word that matches a query word wrapped in
// <mark>…</mark>. The text itself is escaped: storefronts put the snippet into the page as HTML (EP's
// autocomplete does), and a product name is an administrator's text, not markup.
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** A word without an English plural or verb ending, enough to see "mugs" in "Mug" (the search's own stemming is
 * PostgreSQL's; this only decides what to mark). */
const bare = (word: string) => word.replace(/ies$/, "y").replace(/(?<=[sxz]|ch|sh)es$|s$|ing$|ed$/, "");

function matches(word: string, term: string): boolean {
  const w = word.toLowerCase();
  return w.startsWith(term) || (bare(w) !== "" && bare(w) === bare(term));
}

export type Highlight = { snippet: string; matched_tokens: string[] };

export function highlight(text: string, terms: readonly string[]): Highlight | undefined {
  if (terms.length === 0) return undefined;
  const matched: string[] = [];
  const snippet = text
    .split(/([\p{L}\p{N}]+)/u)
    .map((part, i) => {
      // Odd parts are words, even ones what stands between them.
      if (i % 2 === 1 && terms.some((term) => matches(part, term))) {
        matched.push(part);
        return `<mark>${escapeHtml(part)}</mark>`;
      }
      return escapeHtml(part);
    })
    .join("");
  return matched.length ? { snippet, matched_tokens: matched } : undefined;
}

/**
 * The kept markup of one copy of this module, so of one remote version: a new version's cards are
 * rendered anew, never served from the old code's markup. Bounded by characters, least recently
 * used out first. Hand-written, as define-remote's matcher is: this file ships in every remote's
 * browser bundle (the component that reads it runs there too), where lru-cache would cost more
 * than the twenty lines a Map needs; the browser never stores anything in it.
 */
const LIMIT_CHARS = 4_000_000;

const kept = new Map<string, string>();
let keptChars = 0;

export function keptHtml(keep: string): string | undefined {
  const html = kept.get(keep);
  if (html === undefined) return undefined;
  // Map keeps insertion order: moved to the end, it is the last to go.
  kept.delete(keep);
  kept.set(keep, html);
  return html;
}

export function keepHtml(keep: string, html: string): void {
  const size = keep.length + html.length;
  if (size > LIMIT_CHARS || kept.has(keep)) return;
  kept.set(keep, html);
  keptChars += size;
  for (const [oldest, oldHtml] of kept) {
    if (keptChars <= LIMIT_CHARS) break;
    kept.delete(oldest);
    keptChars -= oldest.length + oldHtml.length;
  }
}

/** How many markups are kept (for tests and the bench). */
export const keptCount = () => kept.size;

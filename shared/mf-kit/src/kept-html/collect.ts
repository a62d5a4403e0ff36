import type { KeptCollector } from './keep.tsx';

/** Ids are written into the page as they are: only names that need no escaping can be found again. */
const PLAIN_ID = /^[\w-]+$/;

interface Seen {
  keeps: Set<string>;
  /** How to keep the markup of the one missed `keep` (absent when the id was a hit). */
  miss?: { tag: string; save: (html: string) => void };
}

export interface PageKeptCollector extends KeptCollector {
  /** Whether this page rendered any kept element itself (then its markup is worth reading). */
  readonly missedAny: boolean;
  /** Keeps each missed element's inside, read from the page's finished markup. */
  saveFrom(html: string): void;
}

/**
 * One page render's record of its kept elements. An id seen with two different `keep`s on one
 * page is never saved: which of its two markups is which could not be told apart.
 */
export function pageKeptCollector(): PageKeptCollector {
  const seen = new Map<string, Seen>();
  const note = (id: string, keep: string) => {
    let entry = seen.get(id);
    if (!entry) seen.set(id, (entry = { keeps: new Set() }));
    entry.keeps.add(keep);
    return entry;
  };
  let missedAny = false;
  return {
    hit: (id, keep) => void note(id, keep),
    missed(id, keep, tag, save) {
      if (!PLAIN_ID.test(id)) return;
      note(id, keep).miss = { tag, save };
      missedAny = true;
    },
    get missedAny() {
      return missedAny;
    },
    saveFrom(html) {
      for (const [id, { keeps, miss }] of seen) {
        if (!miss || keeps.size > 1) continue;
        const inner = innerHtmlOf(html, id, miss.tag);
        if (inner !== null) miss.save(inner);
      }
    },
  };
}

/**
 * The inside of the first `<tag … data-kept="id">` element of React's markup, or null. React
 * escapes `<` and `>` in texts and attribute values, so every `<tag` and `</tag>` met is a tag:
 * counting them finds the element's own end tag even when the same tag is nested inside.
 */
export function innerHtmlOf(html: string, id: string, tag: string): string | null {
  const at = html.indexOf(` data-kept="${id}"`);
  if (at < 0) return null;
  const start = html.lastIndexOf('<', at);
  const open = html.indexOf('>', at);
  if (!html.startsWith(`<${tag}`, start) || open < 0) return null;
  const tags = new RegExp(`<${tag}[\\s/>]|</${tag}>`, 'g');
  tags.lastIndex = open + 1;
  let depth = 1;
  for (let found = tags.exec(html); found; found = tags.exec(html)) {
    depth += found[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(open + 1, found.index);
  }
  return null;
}

import { createContext, useContext } from 'react';
import type { ComponentPropsWithoutRef, Context, ReactNode } from 'react';
import { keptHtml, keepHtml } from './kept-store.ts';

/** What the server's page render offers a kept element: where to say it rendered from cache or missed. */
export interface KeptCollector {
  /** This page showed `id` from the cache (its markup is then on the page under that id). */
  hit(id: string, keep: string): void;
  /** This page rendered `id` itself; `save` keeps the markup found inside it once the page is done. */
  missed(id: string, keep: string, tag: string, save: (html: string) => void): void;
}

const CONTEXT_KEY = Symbol.for('vitrina.kept-html.collector');

/**
 * One context for every copy of this module: the shell provides the collector and each remote
 * bundles its own mf-kit (so that each remote version keeps its own markup), and React matches a
 * context by identity. The global registry of symbols is the one place all copies can meet.
 */
function collectorContext(): Context<KeptCollector | null> {
  const registry = globalThis as { [CONTEXT_KEY]?: Context<KeptCollector | null> };
  registry[CONTEXT_KEY] ??= createContext<KeptCollector | null>(null);
  return registry[CONTEXT_KEY];
}

/** Server only: the page render's collector, around the page area. */
export function KeptCollectorProvider({ collector, children }: { collector: KeptCollector; children: ReactNode }) {
  const { Provider } = collectorContext();
  return <Provider value={collector}>{children}</Provider>;
}

type KeptTag = 'article' | 'section' | 'aside' | 'li' | 'div';

type KeptProps<T extends KeptTag> = ComponentPropsWithoutRef<T> & {
  as: T;
  /** Unique on a page among the kept elements that differ: it names the element in the page's markup. */
  id: string;
  /**
   * Everything the element's markup depends on besides the remote's code (the data, the language
   * and its fallback, the options), as one string; null keeps nothing (something not in it matters).
   */
  keep: string | null;
  children: ReactNode;
};

/**
 * An element whose inside is the same for every visitor given the same `keep`: the server renders
 * it once per remote version and `keep`, and then writes the kept markup (product cards, a page's
 * most repeated part). The browser always renders it, and hydrates the same markup either way.
 * Its inside must not use useId, Suspense or a text that depends on anything outside `keep`.
 */
export function Kept<T extends KeptTag>({ as, id, keep, children, ...attributes }: KeptProps<T>) {
  const collector = useContext(collectorContext());
  const Tag = as as 'div';
  const marked = { ...(attributes as ComponentPropsWithoutRef<'div'>), 'data-kept': id };
  if (collector && keep !== null) {
    const html = keptHtml(keep);
    if (html !== undefined) {
      collector.hit(id, keep);
      return <Tag {...marked} dangerouslySetInnerHTML={{ __html: html }} />;
    }
    collector.missed(id, keep, as, (inner) => keepHtml(keep, inner));
  }
  return <Tag {...marked}>{children}</Tag>;
}

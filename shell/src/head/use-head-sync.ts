import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $head } from '@vitrina/events';
import { useSite } from '../app/site.ts';
import { useShopName } from '../header/use-shop-name.ts';
import { ldJson, PAGE_LD_ATTRIBUTE } from './ld-origin.ts';
import { pageMeta } from './page-meta.ts';

function setMeta(name: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!content) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * The page's JSON-LD, absolute on the public origin as the server wrote it: a page reached by a
 * click describes itself as one loaded by its URL does.
 */
function setPageLd(objects: readonly Record<string, unknown>[], origin: string): void {
  document.head.querySelectorAll(`[${PAGE_LD_ATTRIBUTE}]`).forEach((old) => old.remove());
  for (const object of objects) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(PAGE_LD_ATTRIBUTE, '');
    script.text = ldJson(object, origin);
    document.head.append(script);
  }
}

/**
 * Keeps the document's title, description, robots and structured data in step with `$head` on
 * client navigation, with the same rules the server used for the first page (head/page-meta.ts,
 * head/json-ld.ts). The links between pages (canonical, hreflang) and the share card stay the
 * server's: crawlers and link previews read a page as its URL serves it.
 */
export function useHeadSync(): void {
  const head = useUnit($head);
  const shop = useShopName();
  const { origin } = useSite();
  useEffect(() => {
    const meta = pageMeta({ head, shop });
    document.title = meta.title;
    setMeta('description', meta.description);
    setMeta('robots', meta.robots);
    setPageLd(head.jsonLd ?? [], origin ?? '');
  }, [head, shop, origin]);
}

import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $head } from '@vitrina/events';
import { useShopName } from '../header/use-shop-name.ts';
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
 * Keeps the document's title, description and robots in step with `$head` on client navigation,
 * with the same rules the server used for the first page (head/page-meta.ts).
 */
export function useHeadSync(): void {
  const head = useUnit($head);
  const shop = useShopName();
  useEffect(() => {
    const meta = pageMeta({ head, shop });
    document.title = meta.title;
    setMeta('description', meta.description);
    setMeta('robots', meta.robots);
  }, [head, shop]);
}

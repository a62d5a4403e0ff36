import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { listsRestored } from './model.ts';
import { browserStorage, readList } from './storage.ts';

/**
 * The `list-counts` widget: mounted by the shell on every page, it reads the lists from storage
 * once after hydration (the server cannot), which also puts the header's counts on the bus.
 */
export function ListCounts() {
  const restore = useUnit(listsRestored);
  useEffect(() => {
    restore({
      favorites: readList(browserStorage, 'favorites'),
      compare: readList(browserStorage, 'compare'),
      recent: readList(browserStorage, 'recent'),
    });
  }, [restore]);
  return null;
}

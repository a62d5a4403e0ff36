import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { browserStorage, readList } from '../lib/storage.ts';
import { listsRestored } from '../model/lists-model.ts';

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

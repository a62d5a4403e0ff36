import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { browserStorage, readLists } from '../lib/storage.ts';
import { listsRestored } from '../model/lists-model.ts';
// Wired by being loaded: the favourites' server side reacts to the restore this widget makes.
import '../model/favorites-sync.ts';

/**
 * The `list-counts` widget: mounted by the shell on every page, it reads the lists from storage
 * once after hydration (the server cannot), which also puts the header's counts on the bus and,
 * for a signed-in shopper, brings the account's favourites.
 */
export function ListCounts() {
  const restore = useUnit(listsRestored);
  useEffect(() => {
    restore(readLists(browserStorage));
  }, [restore]);
  return null;
}

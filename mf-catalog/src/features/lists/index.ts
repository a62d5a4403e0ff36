// The guest's favourites, compare and recently viewed lists: the model behind the bus's intents,
// their storage in the browser, and the headless widget that restores them on every page.
export {
  $compareIds,
  $favoriteIds,
  $listsReady,
  $recentIds,
  LIST_NOTICE_MS,
  listsRestored,
  saveListFx,
} from './model/lists-model.ts';
export { ListCounts } from './ui/ListCounts.tsx';
export { listHeadSpec } from './lib/list-head.ts';
export { useListHead } from './ui/use-list-head.ts';

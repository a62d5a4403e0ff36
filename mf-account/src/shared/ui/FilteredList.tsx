import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import { StateView } from '@vitrina/ui';
import type { Paged, Shown } from '../lib/filtered-list.ts';
import { queryKey } from '../lib/list-filters.ts';
import type { ListQuery } from '../lib/list-filters.ts';
import { useListTexts } from './list-texts.ts';

/** What a page reads of its filtered list (shared/lib/filtered-list.ts). */
export interface FilteredListUnits<T> {
  $shown: Store<Shown<T> | null>;
  $failed: Store<string | null>;
  retried: EventCallable<void>;
}

export interface FilteredListView<T> {
  /** The list shown: the one the query asks for, or the previous one while it loads. */
  shown: Shown<T> | null;
  /** The key of the query the page's URL asks for. */
  key: string;
  failedKey: string | null;
  retry: () => void;
}

/** A page's list for the query its URL's filters make: asked (`open`, the page's bound event) on each change. */
export function useFilteredList<T>(
  list: FilteredListUnits<T>,
  open: (query: ListQuery) => void,
  query: ListQuery,
): FilteredListView<T> {
  const [shown, failedKey, retry] = useUnit([list.$shown, list.$failed, list.retried]);
  const queryJson = JSON.stringify(query);
  useEffect(() => {
    open(JSON.parse(queryJson) as ListQuery);
  }, [open, queryJson]);
  return { shown, key: queryKey(query), failedKey, retry };
}

/**
 * The list in its state: loading, failed (with a retry) or its page, drawn by `children`. The
 * previous list stays while the next loads (marked busy), so the page does not jump.
 */
export function FilteredList<T>({
  view: { shown, key, failedKey, retry },
  children,
}: {
  view: FilteredListView<T>;
  children: (list: Paged<T>) => ReactNode;
}) {
  const texts = useListTexts();
  const state = failedKey === key ? 'error' : shown ? 'content' : 'loading';
  return (
    <div aria-busy={shown !== null && shown.key !== key && failedKey !== key}>
      <StateView state={state} texts={texts} onRetry={retry}>
        {shown ? children(shown.list) : null}
      </StateView>
    </div>
  );
}

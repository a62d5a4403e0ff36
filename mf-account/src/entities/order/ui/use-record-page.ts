import { useEffect } from 'react';
import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import { useParams } from '@vitrina/router';
import { headSet } from '@vitrina/events';
import type { ViewState } from '@vitrina/ui';
import { PERSONAL_ROBOTS } from '../../../shared/lib/page-head.ts';
import { useNotFoundReport } from '../lib/not-found.ts';
import { recordIdFrom } from '../lib/order-id.ts';
import type { RecordFailure } from '../model/record-load.ts';

/** What a record's page reads of its load (model/record-load.ts). */
export interface RecordPageUnits<T> {
  $record: Store<T | null>;
  $failure: Store<RecordFailure | null>;
  opened: EventCallable<number>;
  retried: EventCallable<void>;
}

export interface RecordPageTitles<T> {
  notFound: string;
  /** The title while the record is not missing: `shown` is null until it is loaded. */
  of: (shown: T | null, id: number) => string;
}

/**
 * A record's page (an order, an act) by its URL's id: the record asked for, shown once it is the one
 * the URL names, missing (no id, or anyone else's: the not-found page and its status) or failed (the
 * retry); the page's title in the head while it is not missing.
 */
export function useRecordPage<T extends { id: number }>(load: RecordPageUnits<T>, titles: RecordPageTitles<T>) {
  const id = recordIdFrom(useParams().id);
  const [record, failure, open, retry, setHead] = useUnit([
    load.$record,
    load.$failure,
    load.opened,
    load.retried,
    headSet,
  ]);
  useEffect(() => {
    if (id !== null) open(id);
  }, [id, open]);
  const shown = record && record.id === id ? record : null;
  const missing = id === null || (failure?.id === id && failure.missing);
  useNotFoundReport(missing, titles.notFound);
  const title = missing || id === null ? titles.notFound : titles.of(shown, id);
  useEffect(() => {
    if (!missing) setHead({ title, robots: PERSONAL_ROBOTS });
  }, [missing, title, setHead]);
  const state: ViewState = failure?.id === id ? 'error' : shown ? 'content' : 'loading';
  return { shown, missing, title, state, retry };
}

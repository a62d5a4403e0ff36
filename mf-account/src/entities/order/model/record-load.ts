// One of the shopper's records a page's URL names by id (an order, an act), read as every personal
// read is (shared/lib/personal-read.ts: loaded with the page on the server, never asked again for the
// record shown, a late answer dropped, a 401 ending the session). A 404 (anyone else's) and any other
// failure are told apart: the first is the not-found page, the second offers a retry.
import { sample } from 'effector';
import { createPersonalRead, signedOut } from '../../../shared/lib/personal-read.ts';
import { accountUnits } from '../../../shared/lib/units.ts';
import { isMissing } from '../lib/not-found.ts';

export interface RecordFailure {
  id: number;
  /** Not the shopper's, or no such record: the page is a 404. */
  missing: boolean;
}

/** `name` prefixes the stores' ids (unique in the remote); `pathOf` is the API's call for an id. */
export function createRecordLoad<T extends { id: number }>(name: string, pathOf: (id: number) => string) {
  const $record = accountUnits.store<T | null>(`${name}/data`, null);
  const $failure = accountUnits.store<RecordFailure | null>(`${name}/failure`, null);
  const read = createPersonalRead<number>(name, {
    request: (id) => ({ path: pathOf(id) }),
    keyOf: String,
    $shownKey: $record.map((record) => (record ? String(record.id) : null)),
  });

  sample({ clock: read.answered, fn: ({ result }) => result as T, target: $record });
  $failure.reset(read.loadFx);
  sample({
    clock: read.failed,
    fn: ({ params, error }) => ({ id: params, missing: isMissing(error) }),
    target: $failure,
  });
  $record.reset(signedOut);
  $failure.reset(signedOut);

  const { opened, retried, loadFx } = read;
  return { opened, retried, loadFx, $record, $failure };
}

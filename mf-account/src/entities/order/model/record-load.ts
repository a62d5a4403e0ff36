// One of the shopper's records a page's URL names by id (an order, an act): loaded on the server with
// the page (serialized to the browser) or in the browser after client navigation, never asked again
// for the record shown. A 404 (anyone else's) and any other failure are told apart: the first is the
// not-found page, the second offers a retry. A 401 ends the session; signing out forgets it.
import { attach, combine, createEvent, sample } from 'effector';
import { $auth, $sessionLost, ApiError, authChanged, personalGetFx, sessionExpired } from '@vitrina/events';
import { accountUnits } from '../../../shared/lib/units.ts';
import { isMissing } from '../lib/not-found.ts';

export interface RecordFailure {
  id: number;
  /** Not the shopper's, or no such record: the page is a 404. */
  missing: boolean;
}

const $canCall = combine($auth, $sessionLost, (auth, lost) => auth.isAuth && !lost);
const signedOut = sample({ clock: authChanged, filter: (auth) => !auth.isAuth });

/** `name` prefixes the stores' ids (unique in the remote); `pathOf` is the API's call for an id. */
export function createRecordLoad<T extends { id: number }>(name: string, pathOf: (id: number) => string) {
  /** The page shows this record (an id read from its URL). */
  const opened = createEvent<number>();
  /** Ask the back end again (the error state's retry). */
  const retried = createEvent();
  const loadFx = attach({ effect: personalGetFx, mapParams: (id: number) => ({ path: pathOf(id) }) });

  const $wanted = accountUnits.store<number | null>(`${name}/wanted`, null);
  const $record = accountUnits.store<T | null>(`${name}/data`, null);
  const $failure = accountUnits.store<RecordFailure | null>(`${name}/failure`, null);

  $wanted.on(opened, (_, id) => id);
  sample({
    clock: opened,
    source: { record: $record, canCall: $canCall },
    // The server brought it with the page: not asked again.
    filter: ({ record, canCall }, id) => canCall && record?.id !== id,
    fn: (_, id) => id,
    target: loadFx,
  });
  sample({ clock: retried, source: $wanted, filter: Boolean, target: loadFx });
  // An answer for a record the page no longer shows (the shopper went on) is dropped.
  sample({
    clock: loadFx.done,
    source: $wanted,
    filter: (wanted, { params }) => wanted === params,
    fn: (_, { result }) => result as T,
    target: $record,
  });
  $failure.reset(loadFx);
  sample({
    clock: loadFx.fail,
    source: $wanted,
    filter: (wanted, { params }) => wanted === params,
    fn: (_, { params, error }) => ({ id: params, missing: isMissing(error) }),
    target: $failure,
  });
  // Spec, section 4: a 401 on a personal call ends the session, as for any other.
  sample({
    clock: loadFx.failData,
    filter: (error) => error instanceof ApiError && error.status === 401,
    fn: () => undefined,
    target: sessionExpired,
  });

  $wanted.reset(signedOut);
  $record.reset(signedOut);
  $failure.reset(signedOut);

  return { opened, retried, loadFx, $record, $failure };
}

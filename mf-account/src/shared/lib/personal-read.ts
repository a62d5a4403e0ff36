// The shopper's own data a page asks for by what its URL names (a record's id, a list's filters):
// loaded on the server with the page (serialized to the browser) or in the browser after client
// navigation. One home for what every such read does: a guest (or a lost session) asks nothing,
// what is shown is not asked again, an answer to what the page no longer wants is dropped, the
// retry asks again for what it wants, a 401 ends the session, signing out forgets it. What the page
// keeps of an answer or a failure is the caller's (a record, a page of a list).
import { attach, combine, createEvent, sample } from 'effector';
import type { Event, Store } from 'effector';
import { $auth, $sessionLost, ApiError, authChanged, personalGetFx, sessionExpired } from '@vitrina/events';
import type { ApiGet } from '@vitrina/events';
import { accountUnits } from './units.ts';

/** Personal calls are made only for a signed-in shopper whose session was not lost. */
export const $canCall = combine($auth, $sessionLost, (auth, lost) => auth.isAuth && !lost);
export const signedOut = sample({ clock: authChanged, filter: (auth) => !auth.isAuth });

/** Spec, section 4: a 401 on a personal call ends the session, as for any other. */
export function endSessionOnUnauthorized(failed: Event<unknown>): void {
  sample({
    clock: failed,
    filter: (error) => error instanceof ApiError && error.status === 401,
    fn: () => undefined,
    target: sessionExpired,
  });
}

export interface PersonalReadOptions<P> {
  /** The API's call for what the page asks. */
  request: (params: P) => ApiGet;
  /** One text per thing asked (an id, a query whatever the order of its fields). */
  keyOf: (params: P) => string;
  /** The key of what the page shows now (null: nothing yet): asking for it again asks nothing. */
  $shownKey: Store<string | null>;
}

/** `name` prefixes the store's id (unique in the remote). */
export function createPersonalRead<P>(name: string, { request, keyOf, $shownKey }: PersonalReadOptions<P>) {
  /** The page shows this (read from its URL). */
  const opened = createEvent<P>();
  /** Ask the back end again for what the page wants (the error state's retry). */
  const retried = createEvent();
  const loadFx = attach({ effect: personalGetFx, mapParams: request });
  const $wanted = accountUnits.store<P | null>(`${name}/wanted`, null);

  $wanted.on(opened, (_, params) => params);
  sample({
    clock: opened,
    source: { shown: $shownKey, canCall: $canCall },
    filter: ({ shown, canCall }, params) => canCall && shown !== keyOf(params),
    fn: (_, params) => params,
    target: loadFx,
  });
  sample({ clock: retried, source: $wanted, filter: (wanted): wanted is P => wanted !== null, target: loadFx });

  const isWanted = (wanted: P | null, params: P) => wanted !== null && keyOf(wanted) === keyOf(params);
  /** An answer for what the page still wants (the shopper may have gone on meanwhile). */
  const answered = sample({
    clock: loadFx.done,
    source: $wanted,
    filter: (wanted, { params }) => isWanted(wanted, params),
    fn: (_, done) => done,
  });
  /** A failure of what the page still wants. */
  const failed = sample({
    clock: loadFx.fail,
    source: $wanted,
    filter: (wanted, { params }) => isWanted(wanted, params),
    fn: (_, fail) => fail,
  });
  endSessionOnUnauthorized(loadFx.failData);
  $wanted.reset(signedOut);

  return { opened, retried, loadFx, $wanted, answered, failed };
}

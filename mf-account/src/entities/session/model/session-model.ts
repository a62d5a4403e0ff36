// The signed-in shopper as mf-account knows them: auth/users/me, loaded for the cabinet's pages (on
// the server with the session's bearer) and by the widget in the browser to put the name on the bus.
import { attach, createEvent, sample } from 'effector';
import { ApiError, authChanged, personalGetFx, sessionExpired } from '@vitrina/events';
import type { CurrentUser } from '@vitrina/contract';
import { accountUnits } from '../../../shared/lib/units.ts';

/** Serialized with the page: pages of a signed-in shopper are rendered for them alone, never cached. */
export const $user = accountUnits.store<CurrentUser | null>('session/user', null);

export const loadUserFx = attach({ effect: personalGetFx, mapParams: () => ({ path: 'auth/users/me' }) });

/** The name the header greets with: first and last name, else the e-mail. */
export function displayName(user: CurrentUser): string {
  const name = `${user.user.first_name} ${user.user.last_name}`.trim();
  return name || user.user.email;
}

/** A call that changes the shopper (profile, picture, e-mail) answered with auth/users/me's shape. */
export const userReceived = createEvent<CurrentUser>();

$user.on(loadUserFx.doneData, (_, user) => user as CurrentUser);
$user.on(userReceived, (_, user) => user);
sample({
  clock: loadUserFx.doneData,
  fn: (user) => ({ isAuth: true, name: displayName(user as CurrentUser) }),
  target: authChanged,
});
sample({ clock: userReceived, fn: (user) => ({ isAuth: true, name: displayName(user) }), target: authChanged });
// A 401 here is the session's end (spec, section 4), as for any personal call.
sample({
  clock: loadUserFx.failData,
  filter: (error) => error instanceof ApiError && error.status === 401,
  fn: () => undefined,
  target: sessionExpired,
});

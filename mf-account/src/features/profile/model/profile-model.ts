// The profile's data besides auth/users/me: the group the shopper buys as (users/user-group), and
// the personal form's save (users/user/{id}) with its loading flag, which stays on 3 s after a save
// (spec). A model, not component state: the flag outlives a re-render and is tested in a scope.
import { attach, combine, createEvent, sample } from 'effector';
import { $auth, $sessionLost, ApiError, personalGetFx, sessionExpired } from '@vitrina/events';
import type { CurrentUser, UserGroup } from '@vitrina/contract';
import { $user, loadUserFx, userReceived } from '../../../entities/session/model/session-model.ts';
import { accountCallFx } from '../../../shared/api/account-call.ts';
import type { AccountRequest, CallResult } from '../../../shared/api/account-call.ts';
import { FORM_HOLD_MS, createHoldFx } from '../../../shared/lib/form-hold.ts';
import { accountUnits } from '../../../shared/lib/units.ts';

const browserOnly = { serialize: 'ignore' } as const;

// --- the buyer type ---

export const loadUserGroupFx = attach({ effect: personalGetFx, mapParams: () => ({ path: 'users/user-group' }) });
/** Serialized with the page (loaded on the server with it): a personal page is never cached. */
export const $userGroup = accountUnits.store<UserGroup | null>('profile/user-group', null);
$userGroup.on(loadUserGroupFx.doneData, (_, group) => group as UserGroup);

/**
 * A page opened in the browser by client navigation: what the server did not bring is loaded now
 * (`userNeeded`: the shopper's data; `profileDataNeeded`: and the buyer type).
 */
export const userNeeded = createEvent();
export const profileDataNeeded = createEvent();
const $canCall = combine($auth, $sessionLost, (auth, lost) => auth.isAuth && !lost);
sample({
  clock: [userNeeded, profileDataNeeded],
  source: { user: $user, canCall: $canCall },
  filter: ({ user, canCall }) => canCall && user === null,
  fn: () => undefined,
  target: loadUserFx,
});
sample({
  clock: profileDataNeeded,
  source: { group: $userGroup, canCall: $canCall },
  filter: ({ group, canCall }) => canCall && group === null,
  fn: () => undefined,
  target: loadUserGroupFx,
});
// Spec, section 4: a 401 on a personal call ends the session.
sample({
  clock: loadUserGroupFx.failData,
  filter: (error) => error instanceof ApiError && error.status === 401,
  fn: () => undefined,
  target: sessionExpired,
});

// --- the personal form ---

/** What the form sends: each field it shows (an empty birthday clears it; an empty phone is left as it is). */
export interface PersonalChanges {
  first_name: string;
  last_name: string;
  phone?: string;
  birthday: string | null;
}

export const savePersonalFx = attach({
  effect: accountCallFx,
  mapParams: ({ id, changes }: { id: number; changes: PersonalChanges }): AccountRequest => ({
    method: 'PATCH',
    path: `users/user/${id}`,
    body: { ...changes },
  }),
});

/** The API took the changes and answered the shopper's data as auth/users/me shows it. */
export const personalSaved = createEvent<CurrentUser>();
sample({
  clock: savePersonalFx.doneData,
  filter: (result: CallResult) => result.kind === 'ok',
  fn: (result) => (result as CallResult<CurrentUser> & { kind: 'ok' }).body,
  target: personalSaved,
});
sample({ clock: personalSaved, target: userReceived });

export const personalHoldFx = createHoldFx();
/** The save landed and the hold runs: the form says "saved" meanwhile. */
export const $personalHeld = accountUnits.store('profile/personal-held', false, browserOnly);
$personalHeld.on(personalSaved, () => true).reset(personalHoldFx.finally);
sample({ clock: personalSaved, fn: () => FORM_HOLD_MS, target: personalHoldFx });

/** The personal form's loading flag: on while a save is sent and for FORM_HOLD_MS after one is accepted. */
export const $personalBusy = combine(savePersonalFx.pending, $personalHeld, (sending, held) => sending || held);

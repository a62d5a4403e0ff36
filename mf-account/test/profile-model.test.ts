// The profile's model: the personal form's loading flag stays on 3 s after an accepted save (spec)
// and drops at once on a refusal; an accepted save is the shopper's new data (and the header's
// name); a page opened in the browser loads only what the server did not bring.
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $auth, authChanged, sessionExpired } from '@vitrina/events';
import type { CurrentUser, UserGroup } from '@vitrina/contract';
import {
  $personalBusy,
  $personalHeld,
  $userGroup,
  profileDataNeeded,
  savePersonalFx,
  userNeeded,
} from '../src/features/profile/index.ts';
import { $user } from '../src/entities/session/model/session-model.ts';
import { FORM_HOLD_MS } from '../src/shared/lib/form-hold.ts';

const user = (first_name: string): CurrentUser => ({
  user: {
    id: 7,
    email: 'ana@example.md',
    first_name,
    last_name: 'Popescu',
    phone: '',
    birthday: null,
    status: 'active',
    balance: 0,
    can_use_promocode: true,
    profile_image: null,
  },
  company: null,
  delivery_addresses: [],
  emails: [],
  phones: [],
  loyalty_points: 0,
  group_user_type: { id: 1 },
});
const GROUP: UserGroup = { id: 7, group_user_type: { id: 2, name: 'company' } };

function backEnd(answer: (url: string) => Response) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return answer(url);
  });
  return urls;
}

async function signedInScope() {
  const scope = fork({ values: [[$user, user('Ana')]] });
  await allSettled(authChanged, { scope, params: { isAuth: true, name: 'Ana Popescu' } });
  return scope;
}

const CHANGES = { first_name: 'Ioana', last_name: 'Popescu', birthday: null };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the personal form', () => {
  it('stays busy for 3 s after an accepted save, saying it saved, then frees', async () => {
    backEnd(() => Response.json(user('Ioana')));
    const scope = await signedInScope();
    const settled = allSettled(savePersonalFx, { scope, params: { id: 7, changes: CHANGES } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($personalBusy)).toBe(true);
    expect(scope.getState($personalHeld)).toBe(true);
    await vi.advanceTimersByTimeAsync(FORM_HOLD_MS - 1);
    expect(scope.getState($personalBusy)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(scope.getState($personalBusy)).toBe(false);
    expect(scope.getState($personalHeld)).toBe(false);
  });

  it("takes the answer as the shopper's data, and the header greets the new name", async () => {
    backEnd(() => Response.json(user('Ioana')));
    const scope = await signedInScope();
    const settled = allSettled(savePersonalFx, { scope, params: { id: 7, changes: CHANGES } });
    await vi.advanceTimersByTimeAsync(FORM_HOLD_MS);
    await settled;
    expect(scope.getState($user)?.user.first_name).toBe('Ioana');
    expect(scope.getState($auth)).toEqual({ isAuth: true, name: 'Ioana Popescu' });
  });

  it('frees the form at once when the API refuses, and keeps the data shown', async () => {
    backEnd(() =>
      Response.json(
        { code: 'validation_failed', message: 'Invalid body: phone', fieldErrors: { phone: ['invalid_phone'] } },
        { status: 400 },
      ),
    );
    const scope = await signedInScope();
    const { value } = await allSettled(savePersonalFx, {
      scope,
      params: { id: 7, changes: { ...CHANGES, phone: '+1' } },
    });
    expect(value).toMatchObject({ kind: 'rejected', fieldErrors: { phone: ['invalid_phone'] } });
    expect(scope.getState($personalBusy)).toBe(false);
    expect(scope.getState($user)?.user.first_name).toBe('Ana');
  });

  it("sends the changes to the shopper's own users/user/{id}", async () => {
    const urls = backEnd(() => Response.json(user('Ioana')));
    const scope = await signedInScope();
    const settled = allSettled(savePersonalFx, { scope, params: { id: 7, changes: CHANGES } });
    await vi.advanceTimersByTimeAsync(FORM_HOLD_MS);
    await settled;
    expect(urls).toEqual(['/api/users/user/7']);
  });
});

describe('a profile page opened in the browser', () => {
  it('loads the buyer type the server did not bring, and not the data it did', async () => {
    const urls = backEnd(() => Response.json(GROUP));
    const scope = await signedInScope();
    await allSettled(profileDataNeeded, { scope });
    expect(urls).toEqual(['/api/users/user-group']);
    expect(scope.getState($userGroup)).toEqual(GROUP);
  });

  it('loads nothing for a guest or after the session was lost', async () => {
    const urls = backEnd(() => Response.json(GROUP));
    await allSettled(userNeeded, { scope: fork() });
    const lost = await signedInScope();
    await allSettled(sessionExpired, { scope: lost });
    await allSettled(profileDataNeeded, { scope: lost });
    expect(urls).toEqual([]);
  });
});

// The owner's tools in a forked scope: delete asks in its own window and only the API's 204 marks the
// advert deleted (spec 4: is_deleted set locally after a 204), in the shopper's list too; publishing
// or hiding is a PATCH of is_draft whose answer the list shows.
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $openModal, $notices, authChanged, localeChanged } from '@vitrina/events';
import {
  $deletedSlugs,
  deleteAsked,
  deleteConfirmed,
  publishToggled,
  toolsOpened,
} from '../src/features/advert-tools/index.ts';
import { $myAdverts, myAdvertsRequested } from '../src/pages/my-adverts/model/my-adverts-model.ts';
import { ADVERT_WINDOWS } from '../src/shared/config/windows.ts';
import { advert, card, list } from './advert-support.ts';
import { fakeBackEnd, noContent, pathOf, refusal } from './fake-back-end.ts';
import type { SeenCall } from './fake-back-end.ts';

afterEach(() => vi.unstubAllGlobals());

const MINE = list([card(1, { slug: 'casa-1', title: 'Casă' }), card(2, { slug: 'teren-2', is_draft: true })]);

async function myList(answer: (call: SeenCall) => Response) {
  const calls = fakeBackEnd((call) => (pathOf(call) === 'api/my-adverts' ? Response.json(MINE) : answer(call)));
  const scope = fork();
  await allSettled(localeChanged, { scope, params: 'ro' });
  await allSettled(authChanged, { scope, params: { isAuth: true, name: 'Ana' } });
  await allSettled(myAdvertsRequested, { scope, params: { status: 'all', page: 1 } });
  return { scope, calls };
}
const flags = (scope: ReturnType<typeof fork>) =>
  scope.getState($myAdverts)?.list.data.map((c) => [c.slug, c.is_deleted, c.is_draft]);

describe('deleting an advert', () => {
  it('opens the tools, then the delete window in their place, and marks the advert deleted after the 204', async () => {
    const { scope, calls } = await myList(() => noContent());
    await allSettled(toolsOpened, { scope, params: { slug: 'casa-1', title: 'Casă', is_draft: false } });
    expect(scope.getState($openModal)).toBe(ADVERT_WINDOWS.toolsAnnouncements);
    await allSettled(deleteAsked, { scope });
    expect(scope.getState($openModal)).toBe(ADVERT_WINDOWS.delete);
    await allSettled(deleteConfirmed, { scope });
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: 'api/adverts/casa-1' });
    expect(flags(scope)).toEqual([
      ['casa-1', true, false],
      ['teren-2', false, true],
    ]);
    expect(scope.getState($deletedSlugs)).toEqual(['casa-1']);
    expect(scope.getState($openModal)).toBeNull();
    expect(scope.getState($notices).at(-1)).toMatchObject({ kind: 'success', text: 'Anunțul a fost șters.' });
  });

  it('marks nothing when the API answers otherwise (another user’s advert: 404), and keeps the window', async () => {
    const { scope } = await myList(() => refusal(404, 'not_found'));
    await allSettled(toolsOpened, { scope, params: { slug: 'casa-1', title: 'Casă', is_draft: false } });
    await allSettled(deleteAsked, { scope });
    await allSettled(deleteConfirmed, { scope });
    expect(flags(scope)?.[0]).toEqual(['casa-1', false, false]);
    expect(scope.getState($deletedSlugs)).toEqual([]);
    expect(scope.getState($openModal)).toBe(ADVERT_WINDOWS.delete);
  });

  it('treats a 200 as no deletion: only the spec’s 204 is one', async () => {
    const { scope } = await myList(() => Response.json({}));
    await allSettled(toolsOpened, { scope, params: { slug: 'casa-1', title: 'Casă', is_draft: false } });
    await allSettled(deleteConfirmed, { scope });
    expect(scope.getState($deletedSlugs)).toEqual([]);
  });
});

describe('publishing and hiding', () => {
  it('publishes a draft by PATCH of is_draft and shows the saved state in the list', async () => {
    const { scope, calls } = await myList(() =>
      Response.json(advert({ slug: 'teren-2', is_draft: false, is_owner: true })),
    );
    await allSettled(toolsOpened, { scope, params: { slug: 'teren-2', title: 'Teren', is_draft: true } });
    await allSettled(publishToggled, { scope });
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', url: 'api/adverts/teren-2', body: { is_draft: false } });
    expect(flags(scope)?.[1]).toEqual(['teren-2', false, false]);
    expect(scope.getState($openModal)).toBeNull();
  });
});

// What a visitor does on an advert's page, in a forked scope over a fake back end: contacts revealed on
// request (in the userDataMobile window on a phone), a complaint (reportUser -> reportUserSuccess, a
// refusal kept at its field), the favourite heart (a guest is asked to sign in), sharing by copying
// the link with the "link copied" notice, and the shell's one window at a time.
import { allSettled, fork } from 'effector';
import type { Scope } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $notices, $openModal, authChanged, localeChanged, LOGIN_MODAL, modalOpened } from '@vitrina/events';
import { toolsOpened } from '../src/features/advert-tools/index.ts';
import { $favoriteIds, favoritesNeeded, favoriteToggled } from '../src/features/favorite-advert/index.ts';
import { $reportErrors, reportOpened, reportSent } from '../src/features/report-advert/index.ts';
import { $revealed, contactsRequested } from '../src/features/reveal-contacts/index.ts';
import { copyChosen, copyLinkFx, shareOpened } from '../src/features/share-advert/index.ts';
import { ADVERT_WINDOWS } from '../src/shared/config/windows.ts';
import { fakeBackEnd, refusal } from './fake-back-end.ts';

afterEach(() => vi.unstubAllGlobals());

const CONTACTS = [{ id: 1, type: 'phone', value: '+373 69 123 456', name: 'Ana' }];

async function page(signedIn = false, scope: Scope = fork()): Promise<Scope> {
  await allSettled(localeChanged, { scope, params: 'ru' });
  if (signedIn) await allSettled(authChanged, { scope, params: { isAuth: true, name: 'Ana' } });
  return scope;
}

describe('contacts', () => {
  it('are asked for on request, once per advert, and shown in the page on a wide screen', async () => {
    const calls = fakeBackEnd(() => Response.json({ contacts: CONTACTS }));
    const scope = await page();
    await allSettled(contactsRequested, { scope, params: { slug: 'casa-1', narrow: false } });
    await allSettled(contactsRequested, { scope, params: { slug: 'casa-1', narrow: false } });
    expect(calls.map((c) => c.url)).toEqual(['api/adverts/casa-1/contacts']);
    expect(scope.getState($revealed)).toEqual({ slug: 'casa-1', contacts: CONTACTS });
    expect(scope.getState($openModal)).toBeNull();
  });

  it('open in the userDataMobile window on a phone, again on a second press', async () => {
    fakeBackEnd(() => Response.json({ contacts: CONTACTS }));
    const scope = await page();
    await allSettled(contactsRequested, { scope, params: { slug: 'casa-1', narrow: true } });
    expect(scope.getState($openModal)).toBe(ADVERT_WINDOWS.userDataMobile);
    await allSettled(modalOpened, { scope, params: 'another' });
    await allSettled(contactsRequested, { scope, params: { slug: 'casa-1', narrow: true } });
    expect(scope.getState($openModal)).toBe(ADVERT_WINDOWS.userDataMobile);
  });
});

describe('a complaint', () => {
  it('opens reportUser, sends category, body and advert, then shows reportUserSuccess in its place', async () => {
    const calls = fakeBackEnd(() => Response.json({ id: 5, status: 'new' }, { status: 201 }));
    const scope = await page();
    await allSettled(reportOpened, { scope, params: 41 });
    expect(scope.getState($openModal)).toBe(ADVERT_WINDOWS.reportUser);
    await allSettled(reportSent, { scope, params: { category: 2, body: 'Просят предоплату' } });
    expect(calls).toMatchObject([
      { method: 'POST', url: 'api/complaint', body: { category: 2, body: 'Просят предоплату', advert: 41 } },
    ]);
    expect(scope.getState($openModal)).toBe(ADVERT_WINDOWS.reportUserSuccess);
  });

  it('keeps the window with the message at its field when refused', async () => {
    fakeBackEnd(() => refusal(400, 'validation_failed', { body: ['required'] }));
    const scope = await page();
    await allSettled(reportOpened, { scope, params: 41 });
    await allSettled(reportSent, { scope, params: { category: 2, body: '' } });
    expect(scope.getState($reportErrors)).toEqual({ body: ['required'] });
    expect(scope.getState($openModal)).toBe(ADVERT_WINDOWS.reportUser);
  });
});

describe('the favourite heart', () => {
  it('opens the sign-in window for a guest and calls nothing', async () => {
    const calls = fakeBackEnd(() => Response.json({ advert_ids: [] }));
    const scope = await page();
    await allSettled(favoritesNeeded, { scope });
    await allSettled(favoriteToggled, { scope, params: 41 });
    expect(calls).toEqual([]);
    expect(scope.getState($openModal)).toBe(LOGIN_MODAL);
  });

  it("adds and removes a signed-in shopper's favourite, taking the server's list", async () => {
    const calls = fakeBackEnd((call) =>
      Response.json({ advert_ids: call.method === 'POST' ? [7, 41] : call.method === 'DELETE' ? [7] : [7] }),
    );
    const scope = await page(true);
    await allSettled(favoritesNeeded, { scope });
    await allSettled(favoriteToggled, { scope, params: 41 });
    expect(scope.getState($favoriteIds)).toEqual([7, 41]);
    await allSettled(favoriteToggled, { scope, params: 41 });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET api/my-favorite-adverts',
      'POST api/my-favorite-adverts',
      'DELETE api/my-favorite-adverts/41',
    ]);
    expect(calls[1]!.body).toEqual({ advert: 41 });
    expect(scope.getState($favoriteIds)).toEqual([7]);
  });
});

describe('sharing', () => {
  it('opens postShare; copying the link says "link copied" and closes it', async () => {
    const copied: string[] = [];
    const scope = await page(false, fork({ handlers: [[copyLinkFx, (url: string) => void copied.push(url)]] }));
    await allSettled(shareOpened, { scope });
    expect(scope.getState($openModal)).toBe(ADVERT_WINDOWS.postShare);
    await allSettled(copyChosen, { scope, params: 'https://doors.example/ru/adverts/casa-1' });
    expect(copied).toEqual(['https://doors.example/ru/adverts/casa-1']);
    expect(scope.getState($notices).at(-1)).toMatchObject({ kind: 'success', text: 'Ссылка скопирована' });
    expect(scope.getState($openModal)).toBeNull();
  });
});

describe('windows', () => {
  it('are one at a time: opening one closes the one before', async () => {
    fakeBackEnd(() => Response.json({ contacts: CONTACTS }));
    const scope = await page();
    await allSettled(reportOpened, { scope, params: 41 });
    await allSettled(shareOpened, { scope });
    expect(scope.getState($openModal)).toBe(ADVERT_WINDOWS.postShare);
    await allSettled(toolsOpened, { scope, params: { slug: 'casa-1', title: 'Casă', is_draft: false } });
    expect(scope.getState($openModal)).toBe(ADVERT_WINDOWS.toolsAnnouncements);
    await allSettled(contactsRequested, { scope, params: { slug: 'casa-1', narrow: true } });
    expect(scope.getState($openModal)).toBe(ADVERT_WINDOWS.userDataMobile);
  });
});

// A company buyer's acts in a forked scope over a fake back end: the list its URL's filters ask for
// (a company and dates only), a company that is not the shopper's (the API's 404: no act matches),
// and one act, a 404 page when it is not the shopper's.
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $pageStatus, authChanged, localeChanged } from '@vitrina/events';
import { $filterCompanies } from '../src/features/order-filters/index.ts';
import { act as actLoad } from '../src/pages/acts/model/act-model.ts';
import { acts, actsPageOpened, actsPrepared } from '../src/pages/acts/model/acts-model.ts';
import remote from '../src/remote.tsx';
import { fakeBackEnd, refusal } from './fake-back-end.ts';
import { act, actDetail, company, paged } from './orders-support.ts';

afterEach(() => vi.unstubAllGlobals());

async function signedIn() {
  const scope = fork();
  await allSettled(authChanged, { scope, params: { isAuth: true, name: 'Ana' } });
  return scope;
}

describe('the acts list', () => {
  it('asks base/act-view for the company and both dates of the URL, with the companies, on the server', async () => {
    const calls = fakeBackEnd((call) =>
      Response.json(call.url.startsWith('users/company') ? paged([company(3, 'Acme SRL')]) : paged([act()])),
    );
    const scope = await signedIn();
    await allSettled(localeChanged, { scope, params: 'ro' });
    await remote.prepare({
      scope,
      locale: 'ro',
      pathname: '/account/acts',
      search: '?company_id=3&start_date=2026-11-01&end_date=2026-11-30&search=x&status=paid&page=1',
    });
    expect(calls.map((c) => c.url).sort()).toEqual([
      'base/act-view?start_date=2026-11-01&end_date=2026-11-30&company_id=3',
      'users/company',
    ]);
    expect(scope.getState(acts.$shown)?.list.data).toEqual([act()]);
    expect(scope.getState($filterCompanies)).toEqual([{ id: 3, name: 'Acme SRL' }]);
  });

  it('sends a lone date nowhere, and the page only above 1', async () => {
    const calls = fakeBackEnd(() => Response.json(paged([])));
    const scope = await signedIn();
    await remote.prepare({ scope, locale: 'en', pathname: '/account/acts', search: '?start_date=2026-11-01&page=4' });
    await allSettled(actsPageOpened, { scope, params: {} });
    expect(calls.map((c) => c.url).filter((url) => url.startsWith('base/'))).toEqual([
      'base/act-view?page=4',
      'base/act-view',
    ]);
  });

  it("is empty, not failed, for a company that is not the shopper's (the API's 404)", async () => {
    fakeBackEnd(() => refusal(404, 'not_found', { company_id: ['not_found'] }));
    const scope = await signedIn();
    await allSettled(actsPageOpened, { scope, params: { company_id: 99 } });
    expect(scope.getState(acts.$failed)).toBeNull();
    expect(scope.getState(acts.$shown)).toEqual({
      key: 'company_id=99',
      list: { data: [], totalCount: 0, pages: 0 },
    });
  });

  it('marks any other failure for the retry', async () => {
    fakeBackEnd(() => new Response('', { status: 500 }));
    const scope = await signedIn();
    await allSettled(actsPrepared, { scope, params: { page: 2 } });
    expect(scope.getState(acts.$failed)).toBe('page=2');
    expect(scope.getState(acts.$shown)).toBeNull();
  });
});

describe('one act', () => {
  it('is loaded by id with its lines', async () => {
    const calls = fakeBackEnd(() => Response.json(actDetail()));
    const scope = await signedIn();
    await allSettled(actLoad.opened, { scope, params: 9 });
    expect(calls.map((c) => c.url)).toEqual(['base/act-view/9']);
    expect(scope.getState(actLoad.$record)?.lines).toHaveLength(4);
  });

  it("makes the page a 404 on the server when it is not the shopper's", async () => {
    fakeBackEnd(() => refusal(404, 'not_found'));
    const scope = await signedIn();
    await remote.prepare({ scope, locale: 'en', pathname: '/account/acts/12', search: '' });
    expect(scope.getState($pageStatus)).toBe(404);
    expect(scope.getState(actLoad.$failure)).toEqual({ id: 12, missing: true });
  });
});

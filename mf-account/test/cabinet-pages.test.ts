// The cabinet's list pages drawn on the server: the route's load asks the API for what the page
// shows, with the URL's filters read by the list rules, and the answers go to the browser with the
// page (serialized), so it arrives drawn; in the browser, a page loads what the server did not bring.
import { allSettled, fork, serialize } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authChanged, localeChanged } from '@vitrina/events';
import { holdFx, saveCompanyFx } from '../src/features/companies/model.ts';
import { $user } from '../src/entities/session/model/session-model.ts';
import { overviewOpened } from '../src/pages/cabinet/model/cabinet-model.ts';
import '../src/pages/companies/model/companies-model.ts';
import remote from '../src/remote.tsx';
import { fakeBackEnd } from './fake-back-end.ts';

afterEach(() => vi.unstubAllGlobals());

const USER = {
  user: { id: 7, email: 'ana@example.md', first_name: 'Ana', last_name: '', phone: '', birthday: null },
  company: null,
  group_user_type: { id: 1 },
};

async function prepared(pathname: string, search = '') {
  const calls = fakeBackEnd((call) => {
    if (call.url.startsWith('users/company')) return Response.json({ data: [], totalCount: 0, pages: 0 });
    if (call.url === 'users/user-group')
      return Response.json({ id: 7, group_user_type: { id: 1, name: 'individual' } });
    if (call.url === 'auth/users/me') return Response.json(USER);
    if (call.url === 'base/locality') return Response.json([{ localityId: 301, regionId: 3, label: 'Chișinău' }]);
    return Response.json([]);
  });
  const scope = fork();
  // The gateway marks a page of a signed-in shopper before the remote prepares it.
  await allSettled(authChanged, { scope, params: { isAuth: true, name: null } });
  await allSettled(localeChanged, { scope, params: 'en' });
  await remote.prepare({ scope, locale: 'en', pathname, search });
  return { scope, urls: calls.map((c) => c.url).sort() };
}

describe('/account/companies on the server', () => {
  it('asks for the list the URL names (no "all", no lone date, no page 1), the group and the shopper', async () => {
    const { urls } = await prepared('/account/companies', '?search=acme&status=all&start_date=2024-01-01&page=1');
    expect(urls).toEqual(['auth/users/me', 'users/company?search=acme', 'users/user-group']);
  });

  it('sends both dates and a later page', async () => {
    const { urls } = await prepared('/account/companies', '?start_date=2024-01-01&end_date=2024-01-31&page=3');
    expect(urls).toContain('users/company?start_date=2024-01-01&end_date=2024-01-31&page=3');
  });

  it('puts the list in the state the page is sent with', async () => {
    const { scope } = await prepared('/account/companies');
    expect(serialize(scope)['mf-account/companies/list']).toEqual({
      key: '',
      list: { data: [], totalCount: 0, pages: 0 },
    });
  });
});

describe('/account/addresses on the server', () => {
  it('loads the addresses and the localities into the state the page is sent with', async () => {
    const { scope, urls } = await prepared('/account/addresses');
    expect(urls).toEqual(['base/locality', 'general/cart/get-delivery-addresses']);
    expect(serialize(scope)).toMatchObject({
      'mf-account/addresses/list': [],
      'mf-account/addresses/localities': [{ localityId: 301, label: 'Chișinău' }],
    });
  });
});

describe('/account/orders on the server', () => {
  it('asks for the orders the URL names and the companies its filter offers (orders-render.test.tsx draws it)', async () => {
    const { urls } = await prepared('/account/orders', '?status=all&page=1');
    expect(urls).toEqual(['general/v2/order', 'users/company']);
  });
});

describe('the account section', () => {
  it('has no page for a path it does not know (the shopper gets the 404)', () => {
    expect(remote.handles('/account/nothing-here')).toBe(false);
    expect(remote.handles('/account/companies')).toBe(true);
  });
});

describe('pages reached by client navigation', () => {
  it('the overview loads the shopper the server did not bring, once', async () => {
    const calls = fakeBackEnd(() => Response.json(USER));
    const scope = fork();
    await allSettled(authChanged, { scope, params: { isAuth: true, name: null } });
    await allSettled(overviewOpened, { scope });
    await allSettled(overviewOpened, { scope });
    expect(calls.map((c) => c.url)).toEqual(['auth/users/me']);
    expect(scope.getState($user)?.user.email).toBe('ana@example.md');
  });

  it('the companies page asks the shopper again after a save (their first company is now theirs)', async () => {
    const calls = fakeBackEnd((call) => Response.json(call.url === 'auth/users/me' ? USER : {}));
    const scope = fork({ handlers: [[holdFx, () => Promise.resolve()]] });
    await allSettled(authChanged, { scope, params: { isAuth: true, name: null } });
    await allSettled(saveCompanyFx, {
      scope,
      params: { draft: { name: 'Acme', fiscal_code: '12345', legal_address: '' }, target: { kind: 'edit', id: 3 } },
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['PATCH users/company/3', 'GET auth/users/me']);
  });
});

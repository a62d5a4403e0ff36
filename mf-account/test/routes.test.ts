// The account section's root only leads to the orders: the server answers it with a redirect.
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $redirect, localeChanged } from '@vitrina/events';
import remote from '../src/remote.tsx';

describe('/account', () => {
  it("redirects to the orders in the page language, with 302 (the target is this remote's choice)", async () => {
    const scope = fork();
    await allSettled(localeChanged, { scope, params: 'ru' });
    await remote.prepare({ scope, locale: 'ru', pathname: '/account', search: '' });
    expect(scope.getState($redirect)).toEqual({ location: '/ru/account/orders', status: 302 });
  });

  it('does not redirect a page inside the section', async () => {
    const scope = fork();
    await remote.prepare({ scope, locale: 'ro', pathname: '/account/orders', search: '' });
    expect(scope.getState($redirect)).toBeNull();
  });
});

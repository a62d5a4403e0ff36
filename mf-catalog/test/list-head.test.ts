// The favourites and compare pages load no data on the server (the lists are in the guest's
// browser), but their HTML names the page: the route's `load` sets the list's title and noindex.
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $head, localeChanged } from '@vitrina/events';
import { compareRoute } from '../src/pages/compare/index.ts';
import { favoritesRoute } from '../src/pages/favorites/index.ts';

describe('the list pages on the server', () => {
  it.each([
    ['favourites', favoritesRoute, 'ro', 'Favorite'],
    ['compare', compareRoute, 'ro', 'Comparare'],
    ['compare', compareRoute, 'ru', 'Сравнение'],
  ])('the %s page in %s is titled %s and never indexed', async (_, route, locale, title) => {
    const scope = fork();
    await allSettled(localeChanged, { scope, params: locale as 'ro' | 'ru' });
    await route.load!({ scope, params: {}, search: new URLSearchParams() });
    expect(scope.getState($head)).toEqual({ title, robots: 'noindex' });
  });
});

import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $headerWindow, $searchText } from '@vitrina/events';
import {
  $languagePanelOpen,
  $mobileMenu,
  $mobileSearchOpen,
  $openCategory,
  $searchOpen,
  catalogWindowToggled,
  categoryToggled,
  languagePanelToggled,
  mobileMenuOpened,
  mobileSearchOpened,
  mobileTabSelected,
  searchClosed,
  searchOpened,
  searchTyped,
} from '../../src/header/model.ts';
import { headerWindow, isHeaderWindow, isMobileMenuTab, mobileMenuTab } from '../../src/header/tabs.ts';
import { routeChanged } from '../../src/navigation/model.ts';

describe('tab and window names', () => {
  it('accepts the mobile menu tabs menu and catalog and refuses any other', () => {
    expect(mobileMenuTab('menu')).toBe('menu');
    expect(mobileMenuTab('catalog')).toBe('catalog');
    expect(() => mobileMenuTab('cart')).toThrow('unknown mobile menu tab "cart"');
  });

  it('accepts the header windows none, search and catalog and refuses any other', () => {
    for (const name of ['none', 'search', 'catalog']) expect(headerWindow(name)).toBe(name);
    expect(() => headerWindow('cart')).toThrow('unknown header window "cart"');
  });

  it('tells a known name from an unknown one without throwing', () => {
    expect([isMobileMenuTab('catalog'), isMobileMenuTab('cart')]).toEqual([true, false]);
    expect([isHeaderWindow('search'), isHeaderWindow('cart')]).toEqual([true, false]);
  });
});

describe('header model', () => {
  it('opens the mobile menu on a tab and switches tabs', async () => {
    const scope = fork();
    await allSettled(mobileMenuOpened, { scope, params: 'catalog' });
    expect(scope.getState($mobileMenu)).toEqual({ open: true, tab: 'catalog' });
    await allSettled(mobileTabSelected, { scope, params: 'menu' });
    expect(scope.getState($mobileMenu)).toEqual({ open: true, tab: 'menu' });
  });

  it('opens the search window for non-empty text and closes it when the text is cleared', async () => {
    const scope = fork();
    await allSettled(searchTyped, { scope, params: 'vit' });
    expect(scope.getState($headerWindow)).toBe('search');
    expect(scope.getState($searchText)).toBe('vit');
    await allSettled(searchTyped, { scope, params: '   ' });
    expect(scope.getState($headerWindow)).toBe('none');
  });

  it('hides the search window under a category dropdown that opens, keeping the typed text', async () => {
    const scope = fork();
    await allSettled(searchTyped, { scope, params: 'vit' });
    await allSettled(categoryToggled, { scope, params: 'vitamine' });
    expect(scope.getState($headerWindow)).toBe('none');
    expect(scope.getState($searchText)).toBe('vit');
    await allSettled(categoryToggled, { scope, params: 'vitamine' });
    await allSettled(searchTyped, { scope, params: 'vita' });
    expect(scope.getState($headerWindow)).toBe('search');
  });

  it('shows the search window when a search field opens, and clears text and window when it closes', async () => {
    const scope = fork();
    await allSettled(searchOpened, { scope });
    await allSettled(mobileSearchOpened, { scope });
    await allSettled(searchTyped, { scope, params: 'tv' });
    expect([scope.getState($searchOpen), scope.getState($mobileSearchOpen), scope.getState($headerWindow)]).toEqual([
      true,
      true,
      'search',
    ]);
    await allSettled(searchClosed, { scope });
    expect([
      scope.getState($searchOpen),
      scope.getState($mobileSearchOpen),
      scope.getState($headerWindow),
      scope.getState($searchText),
    ]).toEqual([false, false, 'none', '']);
  });

  it('toggles a category dropdown, and one panel open closes the others', async () => {
    const scope = fork();
    await allSettled(categoryToggled, { scope, params: 'category-1' });
    expect(scope.getState($openCategory)).toBe('category-1');
    await allSettled(languagePanelToggled, { scope });
    expect([scope.getState($openCategory), scope.getState($languagePanelOpen)]).toEqual([null, true]);
    await allSettled(catalogWindowToggled, { scope });
    expect([scope.getState($languagePanelOpen), scope.getState($headerWindow)]).toEqual([false, 'catalog']);
    await allSettled(catalogWindowToggled, { scope });
    expect(scope.getState($headerWindow)).toBe('none');
  });

  it('closes windows, panels, menus and the mobile search and clears the search text on a route change', async () => {
    const scope = fork();
    await allSettled(searchOpened, { scope });
    await allSettled(searchTyped, { scope, params: 'tv' });
    await allSettled(mobileSearchOpened, { scope });
    await allSettled(categoryToggled, { scope, params: 'brands' });
    await allSettled(mobileMenuOpened, { scope, params: 'catalog' });
    await allSettled(routeChanged, { scope, params: { pathname: '/ro/catalog', search: '' } });
    expect({
      window: scope.getState($headerWindow),
      text: scope.getState($searchText),
      search: scope.getState($searchOpen),
      mobileSearch: scope.getState($mobileSearchOpen),
      category: scope.getState($openCategory),
      language: scope.getState($languagePanelOpen),
      menu: scope.getState($mobileMenu).open,
    }).toEqual({
      window: 'none',
      text: '',
      search: false,
      mobileSearch: false,
      category: null,
      language: false,
      menu: false,
    });
  });
});

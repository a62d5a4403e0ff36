// The city choice (spec: selected_city from cities_to_choose): a header button on a shop with cities,
// a window listing them, and the choice kept a year in the cookie and shown on the next page.
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from '@vitrina/i18n';
import {
  $openModal,
  $selectedCity,
  $siteSettings,
  CITY_MODAL_ID,
  citySelected,
  citySelectionRequested,
} from '@vitrina/events';
import { cookieValue } from '../../src/gates/cookies.ts';
import { gatesMounted } from '../../src/gates/model.ts';
import { CityButton } from '../../src/header/CityButton.tsx';
import { SHELL_TEXTS } from '../../src/i18n/all-texts.ts';
import { createI18n } from '../../src/i18n/create-i18n.ts';
import { DEFAULT_GLOBAL_SETTINGS } from '../../src/settings/defaults.ts';
import { renderWindows, stubBrowserCookies } from './browser.tsx';

const CITIES = [
  { id: 301, title: 'Chișinău' },
  { id: 302, title: 'Bubuieci' },
  { id: 309, title: 'Cricova' },
];
const shop = (cities = CITIES, selected: number | null = null) =>
  fork({
    values: [
      [$siteSettings, { ...DEFAULT_GLOBAL_SETTINGS, cities_to_choose: cities }],
      [$selectedCity, selected],
    ],
  });

const renderButton = (scope: ReturnType<typeof shop>) =>
  renderToString(
    <Provider value={scope}>
      <I18nextProvider i18n={createI18n('en', 'ro', SHELL_TEXTS)}>
        <CityButton />
      </I18nextProvider>
    </Provider>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the header's city button", () => {
  it('is there only on a shop with cities to choose', () => {
    expect(renderButton(shop([]))).toBe('');
    expect(renderButton(shop())).toContain(SHELL_TEXTS.en.cityChoose);
  });

  it('names the chosen city, and says what it is to a screen reader', () => {
    const html = renderButton(shop(CITIES, 302)).replaceAll('<!-- -->', '');
    expect(html).toContain(`<span class="sr-only">${SHELL_TEXTS.en.cityLabel}: </span>Bubuieci`);
    expect(html).not.toContain(SHELL_TEXTS.en.cityChoose);
  });
});

describe('the city window', () => {
  it('opens on request (from the header or any remote) with every city, the chosen one pressed', async () => {
    const scope = shop(CITIES, 309);
    await allSettled(citySelectionRequested, { scope });
    expect(scope.getState($openModal)).toBe(CITY_MODAL_ID);
    const html = renderWindows(scope);
    expect(html.match(/class="city-option"/g)).toHaveLength(3);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Cricova</);
    expect(html).toMatch(/aria-pressed="false"[^>]*>Chișinău</);
    // An ordinary window: the host's close button is there.
    expect(html).toContain('modal-close');
  });

  it('does not open on a shop without cities to choose', async () => {
    const scope = shop([]);
    await allSettled(citySelectionRequested, { scope });
    expect(scope.getState($openModal)).toBeNull();
  });

  it('keeps the choice a year in the cookie, closes, and the next page reads it back for the header', async () => {
    const browser = stubBrowserCookies();
    const scope = shop();
    await allSettled(citySelectionRequested, { scope });
    await allSettled(citySelected, { scope, params: 309 });
    expect(scope.getState($selectedCity)).toBe(309);
    expect(scope.getState($openModal)).toBeNull();
    expect(browser.written).toEqual(['selected_city=309; path=/; max-age=31536000; samesite=lax']);

    const next = shop();
    await allSettled(gatesMounted, { scope: next });
    expect(next.getState($selectedCity)).toBe(309);
    expect(renderButton(next)).toContain('Cricova');
  });

  it('marks the cookie Secure on an https shop', async () => {
    const browser = stubBrowserCookies({}, 'https:');
    await allSettled(citySelected, { scope: shop(), params: 301 });
    expect(browser.written).toEqual(['selected_city=301; path=/; max-age=31536000; samesite=lax; secure']);
  });
});

describe('reading a cookie from document.cookie', () => {
  it('finds the named one and nothing else', () => {
    expect(cookieValue('a=1; selected_city=302; b=x=y', 'selected_city')).toBe('302');
    expect(cookieValue('a=1; b=x=y', 'b')).toBe('x=y');
    expect(cookieValue('xselected_city=5', 'selected_city')).toBeUndefined();
    expect(cookieValue('', 'selected_city')).toBeUndefined();
  });
});

// /{lang}/ui-kit-demo on the server: the shell's own page (no remote), not indexed, every primitive
// in each of its states in the shop's light and dark palettes, the windows and the breakpoints;
// its texts in every language.
import { text } from 'node:stream/consumers';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $head, apiGetFx, loadSiteFrameFx } from '@vitrina/events';
import { findTextProblems } from '../../src/i18n/completeness.ts';
import { SHELL_TEXTS } from '../../src/i18n/all-texts.ts';
import { createI18n } from '../../src/i18n/create-i18n.ts';
import { routeStatus } from '../../src/app/routes.tsx';
import { shellOwnsPath } from '../../src/routes/remote-routes.ts';
import { prepareShell, shellHead } from '../../src/server/prepare.ts';
import { renderShell } from '../../src/server/render.tsx';
import { DEFAULT_DARK_COLOURS, DEFAULT_GLOBAL_SETTINGS, DEFAULT_LIGHT_COLOURS } from '../../src/settings/defaults.ts';
import { paletteTokens } from '../../src/theme/palette.ts';
import { UI_KIT_TEXTS } from '../../src/ui-kit/texts/index.ts';

const SITE = { brand: 'kids', title: 'Jucăria', langs: ['ro' as const, 'en' as const], mainLang: 'ro' as const };
const COLOURS = {
  ...DEFAULT_GLOBAL_SETTINGS.colors,
  primary: '#7c3aed',
  dark_theme: { ...DEFAULT_GLOBAL_SETTINGS.colors.dark_theme, background: '#101010' },
};
const NONCE = 'dWkta2l0LW5vbmNl';

/** The page as the gateway serves it: prepared (the shop's settings from its back end), then rendered. */
async function serve(lang: 'ro' | 'en') {
  const settings = { ...DEFAULT_GLOBAL_SETTINGS, project: 'Jucăria', project_currency: 'MDL', colors: COLOURS };
  const scope = fork({
    handlers: [
      [loadSiteFrameFx, async () => ({ settings, menu: [] })],
      [apiGetFx, () => Promise.reject(new Error('the footer and brands are not needed here'))],
    ],
  });
  const url = `http://kids.localhost/${lang}/ui-kit-demo`;
  await prepareShell({ scope, site: SITE, locale: lang, url, nonce: NONCE });
  const rendered = await renderShell({
    url,
    scope,
    i18n: createI18n(lang, 'ro', SHELL_TEXTS),
    loader: {
      peek: () => undefined,
      load: () => Promise.reject(new Error('no remote')),
      failedOnServer: () => false,
      ownerOf: () => null,
    },
    site: SITE,
    nonce: NONCE,
    onRecoverableError: (error) => {
      throw error;
    },
  });
  const html = await text(rendered.body());
  const head = shellHead({
    scope,
    site: SITE,
    locale: lang,
    url,
    publicOrigin: 'https://kids.example',
    status: rendered.status,
  });
  return { status: rendered.status, html: html.replaceAll('<!-- -->', ''), head, scope };
}

describe('the UI kit page', () => {
  it('is the shell’s own page: 200, no remote owns it, not indexed, titled in the page language', async () => {
    expect(shellOwnsPath('/ui-kit-demo')).toBe(true);
    expect(routeStatus('/ro/ui-kit-demo')).toBe(200);
    const { status, head, scope } = await serve('en');
    expect(status).toBe(200);
    expect(scope.getState($head)).toEqual({ title: 'UI kit', robots: 'noindex' });
    expect(head).toContain('<title>UI kit | Jucăria</title>');
    expect(head).toContain('<meta name="robots" content="noindex">');
  });

  it("writes the primitives' styles with the page's nonce, first in the page", async () => {
    const { html } = await serve('ro');
    expect(html).toMatch(/<div class="uikit" data-testid="ui-kit-page"><style nonce="dWkta2l0LW5vbmNl">\.vui-button\{/);
  });

  it("shows the samples twice, on the shop's light and dark palettes, computed by the theme's own rule", async () => {
    const { html } = await serve('ro');
    const { dark_theme: darkColours, ...lightColours } = COLOURS;
    const light = paletteTokens(lightColours, DEFAULT_LIGHT_COLOURS);
    const dark = paletteTokens(darkColours, DEFAULT_DARK_COLOURS);
    expect(light['--color-primary']).toBe('#7c3aed');
    expect(html).toContain(`style="--color-primary:${light['--color-primary']};`);
    expect(dark['--color-bg']).toBe('#101010');
    expect(html).toContain(`--color-bg:${dark['--color-bg']};`);
    expect(html).toMatch(
      /color-scheme:light" aria-labelledby="uikit-light" data-scheme="light"><h2 id="uikit-light">Tema deschisă<\/h2>/,
    );
    expect(html).toMatch(
      /color-scheme:dark" aria-labelledby="uikit-dark" data-scheme="dark"><h2 id="uikit-dark">Tema întunecată<\/h2>/,
    );
  });

  it('shows each button variant at rest, hovered, focused and disabled, and the fields, prices and states', async () => {
    const { html } = await serve('en');
    // Two schemes x two variants: four of each state.
    expect(html.match(/<figure class="uikit-sample uikit-pin-hover">/g)).toHaveLength(4);
    expect(html.match(/<figure class="uikit-sample uikit-pin-focus">/g)).toHaveLength(4);
    expect(
      html.match(/<button type="button" disabled="" class="vui-button vui-button-(primary|secondary)">/g),
    ).toHaveLength(4);
    expect(html).toContain('<figcaption>Disabled (opacity 0.5)</figcaption>');
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(2);
    expect(html).toContain('data-field-error="name-error">Enter your name</p>');
    expect(html).toMatch(/<input [^>]*type="tel"/);
    expect(html).toMatch(
      /<s class="vui-price-old"><span class="[\w-]+">Old price: <\/span>1,299 lei<\/s> <span class="vui-badge">-19%/,
    );
    expect(html.match(/aria-busy="true"/g)?.length).toBe(4);
    expect(html).toContain('<div class="vui-state" role="alert"><p>This part could not be loaded.</p>');
  });

  it('offers the window primitives and the share button, and marks the breakpoints with CSS', async () => {
    const { html } = await serve('en');
    expect(html).toMatch(/<button type="button" aria-haspopup="dialog" class="[\w -]+">Open a window<\/button>/);
    expect(html).toMatch(/<button type="button" aria-haspopup="dialog" class="[\w -]+">Open a side panel<\/button>/);
    expect(html).toContain('data-testid="share-button"');
    for (const width of [320, 640, 768, 1024, 1280, 1536])
      expect(html).toContain(`<tr class="uikit-band" data-width="${width}"><th scope="row">From ${width} px`);
    expect(html).toContain(
      '@media (min-width:1024px) and (max-width:1279.98px){.uikit-band[data-width="1024"] .uikit-current{display:inline-block}}',
    );
  });
});

describe("the UI kit's texts", () => {
  it('exist in every language, with the same placeholders', () => {
    expect(findTextProblems(UI_KIT_TEXTS, ['ro', 'ru', 'uk', 'en'])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { fork } from 'effector';
import { $siteSettings } from '@vitrina/events';
import { shellBodyEnd, shellBodyStart, shellHead } from '../../src/server/prepare.ts';
import { DEFAULT_GLOBAL_SETTINGS } from '../../src/settings/defaults.ts';
import type { GlobalSettings } from '../../src/settings/types.ts';

const NONCE = 'bm9uY2UtZm9yLXRoZS10ZXN0';

/** A shop that turns on everything that writes a <script> or a <style>. */
const EVERYTHING: GlobalSettings = {
  ...DEFAULT_GLOBAL_SETTINGS,
  sitesettingsstatistic: {
    ...DEFAULT_GLOBAL_SETTINGS.sitesettingsstatistic,
    google_analytics_4: 'G-AB12CD34',
    google_tag_manager: 'GTM-K9X2P7',
    yandex_metrika: '12345678',
    jivo_chat: 'Ab12Cd34',
  },
  styles: {
    ...DEFAULT_GLOBAL_SETTINGS.styles,
    css: '.promo { color: red }',
    script: 'window.shopBody = 1;',
    additional_js_items: [
      { location: 'head', script_type: 'script', script: 'window.shopHead = 1;' },
      { location: 'body', script_type: 'script', script: 'window.shopBodyItem = 1;' },
      { location: 'body', script_type: 'noscript', script: '<img src="/pixel.gif" alt="">' },
    ],
  },
  additional_settings: { ...DEFAULT_GLOBAL_SETTINGS.additional_settings, font_file: '/media/fonts/shop.woff2' },
};

function page(nonce: string) {
  const scope = fork({ values: [[$siteSettings, EVERYTHING]] });
  const input = {
    scope,
    site: { brand: 'kids', title: 'Jucăria', langs: ['ro' as const], mainLang: 'ro' as const },
    locale: 'ro' as const,
    url: 'http://kids.localhost/ro',
    nonce,
  };
  return shellHead({ ...input, publicOrigin: 'https://kids.example' }) + shellBodyStart(input) + shellBodyEnd(input);
}

const openingTags = (html: string, name: 'script' | 'style') => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];

describe('the CSP nonce in what the shell writes', () => {
  it('is on every <script> and <style> of the head and body, with analytics, additional items and the shop script on', () => {
    const html = page(NONCE);
    const scripts = openingTags(html, 'script');
    const styles = openingTags(html, 'style');
    // GA (loader + inline), GTM, Metrika, JSON-LD x2, two additional scripts, the shop script, Jivo.
    expect(scripts).toHaveLength(10);
    // Frame, theme, the shop's CSS and its font.
    expect(styles).toHaveLength(4);
    for (const tag of [...scripts, ...styles]) expect(tag).toContain(` nonce="${NONCE}"`);
  });

  it("hands the nonce to Tag Manager's own script, which passes it to the tags it adds", () => {
    expect(page(NONCE)).toContain('var c=document.currentScript;if(c&&c.nonce)s.nonce=c.nonce;');
  });
});

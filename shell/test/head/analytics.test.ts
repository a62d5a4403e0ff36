import { describe, expect, it } from 'vitest';
import {
  analyticsBodyEnd,
  analyticsBodyStart,
  analyticsHead,
  analyticsServices,
  noscriptMarkup,
} from '../../src/head/analytics.ts';
import { DEFAULT_GLOBAL_SETTINGS } from '../../src/settings/defaults.ts';
import type { GlobalSettings } from '../../src/settings/types.ts';

const stats = (patch: Partial<GlobalSettings['sitesettingsstatistic']>): GlobalSettings => ({
  ...DEFAULT_GLOBAL_SETTINGS,
  sitesettingsstatistic: { ...DEFAULT_GLOBAL_SETTINGS.sitesettingsstatistic, ...patch },
});
const all = (settings: GlobalSettings) =>
  analyticsHead(settings) + analyticsBodyStart(settings) + analyticsBodyEnd(settings);

describe('analytics, verification and chat', () => {
  it('renders nothing, and references no external script, when nothing is configured', () => {
    expect(all(DEFAULT_GLOBAL_SETTINGS)).toBe('');
  });

  it('adds each configured service', () => {
    const page = all(
      stats({
        google_analytics_4: 'G-AB12CD34',
        google_tag_manager: 'GTM-K9X2P7',
        yandex_metrika: '12345678',
        google_search_console: 'abc-DEF_123',
        facebook_verification: 'fbverify123',
        jivo_chat: 'Ab12Cd34',
      }),
    );
    expect(page).toContain('https://www.googletagmanager.com/gtag/js?id=G-AB12CD34');
    expect(page).toContain('gtag(\'config\',"G-AB12CD34")');
    expect(page).toContain('https://www.googletagmanager.com/ns.html?id=GTM-K9X2P7');
    expect(page).toContain("window.ym(12345678,'init'");
    expect(page).toContain('<meta name="google-site-verification" content="abc-DEF_123">');
    expect(page).toContain('<meta name="facebook-domain-verification" content="fbverify123">');
    expect(analyticsBodyEnd(stats({ jivo_chat: 'Ab12Cd34' }))).toBe(
      '<script src="https://code.jivosite.com/widget/Ab12Cd34" async=""></script>',
    );
  });

  it('drops an id that is not in its service format instead of writing it into a script', () => {
    const page = all(
      stats({ google_analytics_4: "G-1');alert(1);//", jivo_chat: '"><script>', yandex_metrika: '12;alert(1)' }),
    );
    expect(page).toBe('');
  });

  it("places the shop's additional items in head or body, as script or noscript, unable to close early", () => {
    const settings: GlobalSettings = {
      ...DEFAULT_GLOBAL_SETTINGS,
      styles: {
        ...DEFAULT_GLOBAL_SETTINGS.styles,
        no_script_text: 'Enable <JavaScript>',
        additional_js_items: [
          { location: 'head', script_type: 'script', script: 'var a = "</script><b>";' },
          { location: 'body', script_type: 'noscript', script: '<img src="/pixel.gif" alt="">' },
        ],
      },
    };
    expect(analyticsHead(settings)).toBe('<script>var a = "<\\/script><b>";</script>');
    expect(analyticsBodyEnd(settings)).toBe('<noscript><img src="/pixel.gif" alt=""></noscript>');
    expect(analyticsBodyStart(settings)).toBe(
      '<noscript><p class="noscript-text">Enable &lt;JavaScript&gt;</p></noscript>',
    );
  });
});

describe("the back end's own chat widget", () => {
  const backEnd = stats({ jivo_chat: 'HabsevHome24', chat_widget_source: 'back_end' });

  it("loads from the shop's own /api with the page's nonce, naming no other host", () => {
    expect(analyticsBodyEnd(backEnd, 'bm9uY2U=')).toBe(
      '<script src="/api/chat/widget/HabsevHome24" async="" nonce="bm9uY2U="></script>',
    );
    expect(all(backEnd)).not.toMatch(/https?:\/\//);
  });

  it("asks the CSP for no Jivo host: only Jivo's own widget needs them", () => {
    expect(analyticsServices(backEnd.sitesettingsstatistic)).toEqual([]);
    expect(analyticsServices(stats({ jivo_chat: 'Ab12Cd34' }).sitesettingsstatistic)).toEqual(['jivo-chat']);
  });
});

describe("the shop's noscript markup", () => {
  it('gets the page nonce on its <style> elements, so a browser without JavaScript applies them under the CSP', () => {
    const settings: GlobalSettings = {
      ...DEFAULT_GLOBAL_SETTINGS,
      noscript: '<p>Call us</p><style>.a{color:red}</style>',
      styles: {
        ...DEFAULT_GLOBAL_SETTINGS.styles,
        additional_js_items: [
          { location: 'head', script_type: 'noscript', script: '<style>.noscript-text{border:0}</style>' },
          { location: 'head', script_type: 'noscript', script: '<style nonce="own">.b{}</style>' },
        ],
      },
    };
    expect(analyticsHead(settings, 'TiE=')).toBe(
      '<noscript><style nonce="TiE=">.noscript-text{border:0}</style></noscript><noscript><style nonce="own">.b{}</style></noscript>',
    );
    expect(analyticsBodyStart(settings, 'TiE=')).toBe(
      '<noscript><p>Call us</p><style nonce="TiE=">.a{color:red}</style></noscript>',
    );
    expect(noscriptMarkup('<style>.c{}</style>', undefined)).toBe('<style>.c{}</style>');
  });
});

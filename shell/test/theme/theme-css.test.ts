import { describe, expect, it } from 'vitest';
import { DEFAULT_GLOBAL_SETTINGS } from '../../src/settings/defaults.ts';
import type { GlobalSettings } from '../../src/settings/types.ts';
import { themeCss } from '../../src/theme/theme-css.ts';
import { variantAttributes, viewVariants } from '../../src/theme/view-variants.ts';

const settings = (patch: (s: GlobalSettings) => void): GlobalSettings => {
  const copy = structuredClone(DEFAULT_GLOBAL_SETTINGS);
  patch(copy);
  return copy;
};

describe('theme CSS', () => {
  it('puts the light palette on :root and the dark one under prefers-color-scheme for a light shop', () => {
    const css = themeCss(
      settings((s) =>
        Object.assign(s.colors, { primary: '#7c3aed', dark_theme: { ...s.colors.dark_theme, primary: '#a78bfa' } }),
      ),
    );
    const [root, dark] = css.split('@media (prefers-color-scheme:dark)');
    expect(root).toContain('--color-primary:#7c3aed');
    expect(dark).toContain('--color-primary:#a78bfa');
    expect(dark).toContain('.menu-link{color:var(--link-dark');
  });

  it('is dark for everyone when the main theme is dark', () => {
    const css = themeCss(settings((s) => (s.mainUiInterface.mainTheme = 'dark_theme')));
    expect(css).not.toContain('prefers-color-scheme');
    expect(css).toContain('color-scheme:dark');
    expect(css).toContain(`--color-bg:${DEFAULT_GLOBAL_SETTINGS.colors.dark_theme.background}`);
  });

  it('carries the spec constants: disabled 0.5, hover 0.7, modal above the page at 60, header heights', () => {
    const css = themeCss(DEFAULT_GLOBAL_SETTINGS);
    for (const part of [
      '--opacity-disabled:0.5',
      '--opacity-hover:0.7',
      '--z-modal:60',
      '--header-min-height:88px',
      '--header-min-height-mobile:80px',
    ]) {
      expect(css).toContain(part);
    }
  });
});

describe('view variants', () => {
  it('reads the mobile bar, header style, navigation and banners, with the first variant for unknown values', () => {
    const variants = viewVariants(
      settings((s) => {
        s.mainUiInterface.mobileBarUiType = 'mobileBar_hide';
        s.additional_settings.header_style = 'static';
        s.mainUiInterface.views.main_navigation = 'view_9';
        s.mainUiInterface.views.banners = 'view_2';
      }),
    );
    expect(variants).toEqual({
      mobileBar: 'mobileBar_hide',
      headerStyle: 'static',
      mainNavigation: 'view_1',
      banners: 'view_2',
    });
    expect(variantAttributes(variants)).toEqual({
      'data-mobile-bar': 'mobileBar_hide',
      'data-header-style': 'static',
      'data-main-navigation': 'view_1',
      'data-banners': 'view_2',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { THEME_PROPERTIES } from '@vitrina/ui';
import { DEFAULT_GLOBAL_SETTINGS } from '../../src/settings/defaults.ts';
import { themeCss } from '../../src/theme/theme-css.ts';

/** The custom properties a block of declarations sets. */
const setIn = (css: string) => new Set([...css.matchAll(/(--[\w-]+):/g)].map((m) => m[1]));

describe("the theme and @vitrina/ui's design tokens", () => {
  it('sets every property the tokens read, in the light and in the dark palette', () => {
    const dark = structuredClone(DEFAULT_GLOBAL_SETTINGS);
    dark.mainUiInterface.mainTheme = 'dark_theme';
    for (const settings of [DEFAULT_GLOBAL_SETTINGS, dark]) {
      const properties = setIn(themeCss(settings));
      expect(THEME_PROPERTIES.filter((name) => !properties.has(name))).toEqual([]);
    }
  });
});

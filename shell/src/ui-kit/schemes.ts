import type { CSSProperties } from 'react';
import { DEFAULT_DARK_COLOURS, DEFAULT_LIGHT_COLOURS } from '../settings/defaults.ts';
import type { GlobalSettings } from '../settings/types.ts';
import { paletteTokens } from '../theme/palette.ts';

export type Scheme = 'light' | 'dark';

/**
 * One of the shop's palettes as custom properties on an element, computed by the theme's own rule
 * (theme/palette.ts), so the page shows both schemes at once whatever the visitor's system says.
 */
export function schemeStyle(colors: GlobalSettings['colors'], scheme: Scheme): CSSProperties {
  const { dark_theme: dark, ...light } = colors;
  const tokens =
    scheme === 'light' ? paletteTokens(light, DEFAULT_LIGHT_COLOURS) : paletteTokens(dark, DEFAULT_DARK_COLOURS);
  return { ...tokens, colorScheme: scheme } as CSSProperties;
}

import { DEFAULT_DARK_COLOURS, DEFAULT_LIGHT_COLOURS } from '../settings/defaults.ts';
import type { GlobalSettings } from '../settings/types.ts';
import { paletteTokens } from './palette.ts';

/** Spec section 9; breakpoints are listed for code (media queries cannot read custom properties). */
export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;

const CONSTANTS: Record<string, string> = {
  '--opacity-disabled': '0.5',
  '--opacity-hover': '0.7',
  '--z-header': '40',
  '--z-mobile-menu': '50',
  '--z-modal': '60',
  '--z-notices': '70',
  '--z-progress': '80',
  '--header-min-height': '88px',
  '--header-min-height-mobile': '80px',
  '--radius': '10px',
};

const declarations = (tokens: Record<string, string>) =>
  Object.entries(tokens)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

/** Rules that differ in the dark scheme beyond the tokens: menu links carry both colours inline. */
const DARK_RULES =
  '.menu-link{color:var(--link-dark,var(--color-text))}.menu-link:hover{color:var(--link-hover-dark,var(--link-dark,var(--color-text)))}';

/**
 * The theme as CSS: the palette of the shop's main theme on :root, and the dark palette under
 * `prefers-color-scheme: dark` when the main theme is light (the shopper's system setting wins
 * over the shop's default; a shop whose main theme is dark is dark for everyone). Only hex
 * colours pass palette validation, so nothing else from the settings can reach this text.
 */
export function themeCss(settings: GlobalSettings): string {
  // Every page of a shop has the same colours: the contrast work is done once per distinct set.
  const key = `${settings.mainUiInterface.mainTheme}|${JSON.stringify(settings.colors)}`;
  const known = computed.get(key);
  if (known !== undefined) return known;
  const css = buildThemeCss(settings);
  if (computed.size >= MAX_THEMES) computed.delete(computed.keys().next().value!);
  computed.set(key, css);
  return css;
}

/** Distinct colour sets kept (shops x edits); beyond it the oldest goes. */
const MAX_THEMES = 200;
const computed = new Map<string, string>();

function buildThemeCss(settings: GlobalSettings): string {
  const { dark_theme: darkColours, ...lightColours } = settings.colors;
  const light = paletteTokens(lightColours, DEFAULT_LIGHT_COLOURS);
  const dark = paletteTokens(darkColours ?? {}, DEFAULT_DARK_COLOURS);
  const base = declarations(CONSTANTS);
  if (settings.mainUiInterface.mainTheme === 'dark_theme') {
    return `:root{color-scheme:dark;${base};${declarations(dark)}}${DARK_RULES}`;
  }
  return `:root{color-scheme:light dark;${base};${declarations(light)}}@media (prefers-color-scheme:dark){:root{${declarations(dark)}}${DARK_RULES}}`;
}

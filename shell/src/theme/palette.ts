import type { ColourSet } from '../settings/types.ts';
import { BLACK, WHITE, contrastRatio, ensureContrast, mix, normaliseHex, readableOn } from './colour.ts';

/** WCAG 2.2 AA: 4.5:1 for text, 3:1 for focus rings, control borders and icons. */
export const TEXT_CONTRAST = 4.5;
export const UI_CONTRAST = 3;

const NEAR_BLACK = '#111111';

/** A brand colour used as a fill behind text, and the text that reads on it. */
function fillWithText(colour: string): { fill: string; on: string } {
  const on = readableOn(colour, [WHITE, NEAR_BLACK]);
  if (contrastRatio(on, colour) >= TEXT_CONTRAST) return { fill: colour, on };
  // A mid-tone neither white nor black reads on: deepen or lighten the fill itself.
  return { fill: ensureContrast(colour, [on], TEXT_CONTRAST), on };
}

/**
 * The custom properties of one palette (light or dark). Raw brand colours stay available for
 * decoration; every colour meant for text or for a fill behind text is checked and, when the
 * brand's own colour is not readable, moved just far enough to be.
 */
export function paletteTokens(raw: Partial<ColourSet>, fallback: ColourSet): Record<string, string> {
  const c = Object.fromEntries(
    (Object.keys(fallback) as (keyof ColourSet)[]).map((key) => [key, normaliseHex(raw[key], fallback[key])]),
  ) as unknown as ColourSet;
  const backgrounds = [c.background, c.surface];
  const text = ensureContrast(c.text, backgrounds, TEXT_CONTRAST);
  const primary = fillWithText(c.primary);
  const secondary = fillWithText(c.secondary);
  const accent = fillWithText(c.accent);
  return {
    '--color-primary': c.primary,
    '--color-primary-fill': primary.fill,
    '--color-on-primary': primary.on,
    '--color-secondary': c.secondary,
    '--color-secondary-fill': secondary.fill,
    '--color-on-secondary': secondary.on,
    '--color-accent': c.accent,
    '--color-accent-fill': accent.fill,
    '--color-on-accent': accent.on,
    '--color-bg': c.background,
    '--color-surface': c.surface,
    '--color-text': text,
    '--color-text-muted': ensureContrast(mix(text, c.background, 0.3), backgrounds, TEXT_CONTRAST),
    '--color-link': ensureContrast(c.primary, backgrounds, TEXT_CONTRAST),
    '--color-border': mix(text, c.background, 0.85),
    '--color-control-border': ensureContrast(mix(text, c.background, 0.55), backgrounds, UI_CONTRAST),
    '--color-focus': ensureContrast(c.accent, backgrounds, UI_CONTRAST),
    '--color-danger': ensureContrast('#dc2626', backgrounds, TEXT_CONTRAST),
    '--color-overlay': mix(BLACK, c.background, 0.1),
  };
}

/** Foreground colours the tests hold against the backgrounds they are drawn on. */
export const TEXT_PAIRS: readonly (readonly [string, string, number])[] = [
  ['--color-text', '--color-bg', TEXT_CONTRAST],
  ['--color-text', '--color-surface', TEXT_CONTRAST],
  ['--color-text-muted', '--color-bg', TEXT_CONTRAST],
  ['--color-text-muted', '--color-surface', TEXT_CONTRAST],
  ['--color-link', '--color-bg', TEXT_CONTRAST],
  ['--color-link', '--color-surface', TEXT_CONTRAST],
  ['--color-on-primary', '--color-primary-fill', TEXT_CONTRAST],
  ['--color-on-secondary', '--color-secondary-fill', TEXT_CONTRAST],
  ['--color-on-accent', '--color-accent-fill', TEXT_CONTRAST],
  ['--color-danger', '--color-bg', TEXT_CONTRAST],
  ['--color-focus', '--color-bg', UI_CONTRAST],
  ['--color-focus', '--color-surface', UI_CONTRAST],
  ['--color-control-border', '--color-bg', UI_CONTRAST],
];

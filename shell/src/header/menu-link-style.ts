import type { CSSProperties } from 'react';
import { DEFAULT_DARK_COLOURS, DEFAULT_LIGHT_COLOURS } from '../settings/defaults.ts';
import type { GlobalSettings, HeaderPage } from '../settings/types.ts';
import { ensureContrast, normaliseHex } from '../theme/colour.ts';
import { TEXT_CONTRAST } from '../theme/palette.ts';

export const DEFAULT_TEXT_SIZE = '13px';
const TEXT_SIZE = /^\d{1,2}(\.\d{1,2})?(px|rem|em)$/;

export const visibleHeaderPages = (pages: readonly HeaderPage[], mobile: boolean) =>
  pages.filter((page) => page.is_active && (!mobile || page.show_in_mobile));

/**
 * The inline custom properties of one header link: its size (13px unless the setting is a valid
 * size) and its colours in both schemes. The shop's colours are kept when readable on the bar
 * the links sit on (the theme's surface) and nudged until they are when not.
 */
export function menuLinkStyle(page: HeaderPage, colours: GlobalSettings['colors']): CSSProperties {
  const lightBar = normaliseHex(colours.surface, DEFAULT_LIGHT_COLOURS.surface);
  const darkBar = normaliseHex(colours.dark_theme?.surface, DEFAULT_DARK_COLOURS.surface);
  const readable = (colour: string, bar: string) => {
    const hex = normaliseHex(colour, '');
    return hex ? ensureContrast(hex, [bar], TEXT_CONTRAST) : undefined;
  };
  const vars: Record<string, string | undefined> = {
    '--link-size': TEXT_SIZE.test(page.text_size) ? page.text_size : DEFAULT_TEXT_SIZE,
    '--link-light': readable(page.text_color_light, lightBar),
    '--link-dark': readable(page.text_color_dark, darkBar),
    '--link-hover-light': readable(page.hover_color_light, lightBar),
    '--link-hover-dark': readable(page.hover_color_dark, darkBar),
  };
  return Object.fromEntries(Object.entries(vars).filter(([, value]) => value !== undefined)) as CSSProperties;
}

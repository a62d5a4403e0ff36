import { describe, expect, it } from 'vitest';
import { DEFAULT_TEXT_SIZE, menuLinkStyle, visibleHeaderPages } from '../../src/header/menu-link-style.ts';
import { DEFAULT_GLOBAL_SETTINGS } from '../../src/settings/defaults.ts';
import type { HeaderPage } from '../../src/settings/types.ts';
import { contrastRatio } from '../../src/theme/colour.ts';

const page = (patch: Partial<HeaderPage> = {}): HeaderPage => ({
  title: 'About',
  link: '/about',
  text_size: '',
  text_color_light: '',
  text_color_dark: '',
  hover_color_light: '',
  hover_color_dark: '',
  is_active: true,
  show_in_mobile: true,
  ...patch,
});
const colours = DEFAULT_GLOBAL_SETTINGS.colors;
const vars = (p: HeaderPage) => menuLinkStyle(p, colours) as Record<string, string>;

describe('header link style', () => {
  it('is 13px unless the setting is a size', () => {
    expect(DEFAULT_TEXT_SIZE).toBe('13px');
    expect(vars(page())['--link-size']).toBe('13px');
    expect(vars(page({ text_size: '15px' }))['--link-size']).toBe('15px');
    expect(vars(page({ text_size: '15px;color:red' }))['--link-size']).toBe('13px');
  });

  it('sets only the colours the shop gave, each readable on its bar in its scheme', () => {
    expect(Object.keys(vars(page()))).toEqual(['--link-size']);
    const style = vars(page({ text_color_light: '#ffff00', text_color_dark: '#000080', hover_color_light: '#7e22ce' }));
    expect(contrastRatio(style['--link-light']!, colours.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(style['--link-dark']!, colours.dark_theme.surface)).toBeGreaterThanOrEqual(4.5);
    expect(style['--link-hover-light']).toBe('#7e22ce');
    expect(style).not.toHaveProperty('--link-hover-dark');
  });

  it('shows active links, and on mobile only those marked for it', () => {
    const pages = [
      page({ title: 'a' }),
      page({ title: 'b', is_active: false }),
      page({ title: 'c', show_in_mobile: false }),
    ];
    expect(visibleHeaderPages(pages, false).map((p) => p.title)).toEqual(['a', 'c']);
    expect(visibleHeaderPages(pages, true).map((p) => p.title)).toEqual(['a']);
  });
});

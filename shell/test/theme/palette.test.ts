import { describe, expect, it } from 'vitest';
// The demo brands' real colours, so the check covers every theme the demo ships.
import { BRAND_SEEDS } from '../../../api/src/seed/brands/index.ts';
import { DEFAULT_DARK_COLOURS, DEFAULT_LIGHT_COLOURS } from '../../src/settings/defaults.ts';
import { contrastRatio } from '../../src/theme/colour.ts';
import { paletteTokens, TEXT_PAIRS } from '../../src/theme/palette.ts';

const failures = (tokens: Record<string, string>) =>
  TEXT_PAIRS.flatMap(([fg, bg, minimum]) => {
    const ratio = contrastRatio(tokens[fg]!, tokens[bg]!);
    return ratio >= minimum ? [] : [`${fg} on ${bg}: ${ratio.toFixed(2)} < ${minimum}`];
  });

describe('palette', () => {
  it.each(BRAND_SEEDS.map((seed) => [seed.key, seed.colours] as const))(
    '%s: every text colour reads on its background, light and dark',
    (_, colours) => {
      expect(failures(paletteTokens(colours.light, DEFAULT_LIGHT_COLOURS))).toEqual([]);
      expect(failures(paletteTokens(colours.dark, DEFAULT_DARK_COLOURS))).toEqual([]);
    },
  );

  it('the defaults pass too, and keep the spec colours (primary blue, secondary red, green accent)', () => {
    const tokens = paletteTokens(DEFAULT_LIGHT_COLOURS, DEFAULT_LIGHT_COLOURS);
    expect(failures(tokens)).toEqual([]);
    expect(failures(paletteTokens(DEFAULT_DARK_COLOURS, DEFAULT_DARK_COLOURS))).toEqual([]);
    expect(tokens['--color-primary']).toBe('#1d4ed8');
    expect(tokens['--color-secondary']).toBe('#dc2626');
    expect(tokens['--color-accent']).toBe('#16a34a');
  });

  it('keeps a brand colour that already reads, and fixes the text on a mid-tone fill', () => {
    const kids = BRAND_SEEDS.find((seed) => seed.key === 'kids')!;
    const tokens = paletteTokens(kids.colours.light, DEFAULT_LIGHT_COLOURS);
    expect(tokens['--color-primary-fill']).toBe('#ec4899');
    // White on this pink is 3.5:1; the text on it turns dark instead.
    expect(tokens['--color-on-primary']).toBe('#111111');
  });

  it('replaces what is not a hex colour with the default, so nothing else reaches the CSS', () => {
    const tokens = paletteTokens(
      { ...DEFAULT_LIGHT_COLOURS, primary: 'red;}</style><script>alert(1)</script>' },
      DEFAULT_LIGHT_COLOURS,
    );
    expect(tokens['--color-primary']).toBe(DEFAULT_LIGHT_COLOURS.primary);
    expect(Object.values(tokens).every((value) => /^#[0-9a-f]{6}$/.test(value))).toBe(true);
  });

  it('gives the ten demo brands ten different brand colours', () => {
    const primaries = BRAND_SEEDS.map(
      (seed) => paletteTokens(seed.colours.light, DEFAULT_LIGHT_COLOURS)['--color-primary-fill'],
    );
    expect(new Set(primaries).size).toBe(BRAND_SEEDS.length);
  });
});

import { describe, expect, it } from 'vitest';
import { contrastRatio, ensureContrast, mix, normaliseHex, parseHex, readableOn } from '../../src/theme/colour.ts';

describe('colour', () => {
  it('parses short and long hex colours and nothing else', () => {
    expect(parseHex('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex('#1D4ED8')).toEqual({ r: 29, g: 78, b: 216 });
    for (const bad of ['red', '#12345', 'rgb(0,0,0)', '#fff;}</style>', '']) expect(parseHex(bad)).toBeNull();
    expect(normaliseHex('expression(alert(1))', '#000000')).toBe('#000000');
    expect(normaliseHex('#ABC', '#000000')).toBe('#aabbcc');
  });

  it('computes WCAG contrast: 21 for black on white, 1 for a colour on itself, symmetric', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
    // The WCAG reference pair: #767676 on white is the lightest grey that passes 4.5.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#1d4ed8', '#f3f4f6')).toBeCloseTo(contrastRatio('#f3f4f6', '#1d4ed8'), 10);
  });

  it('picks the candidate that reads best on a background', () => {
    expect(readableOn('#ffffff')).toBe('#000000');
    expect(readableOn('#0b1120')).toBe('#ffffff');
    expect(readableOn('#ec4899', ['#ffffff', '#111111'])).toBe('#111111');
  });

  it('keeps a readable colour and moves an unreadable one just far enough, towards the better end', () => {
    expect(ensureContrast('#1d4ed8', ['#ffffff'], 4.5)).toBe('#1d4ed8');
    const onLight = ensureContrast('#facc15', ['#ffffff'], 4.5);
    expect(contrastRatio(onLight, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(onLight).not.toBe('#000000');
    const onDark = ensureContrast('#1e3a8a', ['#0b1120', '#1f2937'], 4.5);
    expect(contrastRatio(onDark, '#0b1120')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onDark, '#1f2937')).toBeGreaterThanOrEqual(4.5);
  });

  it('mixes linearly in sRGB', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#102030', '#102030', 0.3)).toBe('#102030');
  });
});

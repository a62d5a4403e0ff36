import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';

import { BRAND_SEEDS } from '../src/seed/brands/index.ts';
import { buildTestApp } from './app.ts';

// The wide logo is a 200 x 48 picture: the shop's name must end inside it on any machine, so its
// drawn width is fixed (textLength) and the size shrinks for a long name.
const { app } = await buildTestApp();
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

interface SvgText {
  x: string;
  'font-size': string;
  textLength?: string;
  lengthAdjust?: string;
  '#text': string;
}

async function logo(brand: string) {
  const res = await app.inject({ url: `/media/logos/${brand}-light.svg` });
  expect(res.statusCode).toBe(200);
  const svg = parser.parse(res.body).svg as { viewBox: string; text: SvgText[] };
  const [, , width] = svg.viewBox.split(' ').map(Number);
  return { width: width!, name: svg.text[1]! };
}

describe('the wide logo', () => {
  it.each(BRAND_SEEDS.map((seed) => [seed.key, seed.project]))(
    "fits %s's name inside its width",
    async (brand, project) => {
      const { width, name } = await logo(brand);
      expect(name['#text']).toBe(project);
      expect(name.lengthAdjust).toBe('spacingAndGlyphs');
      expect(Number(name.x) + Number(name.textLength)).toBeLessThanOrEqual(width);
      expect(Number(name['font-size'])).toBeLessThanOrEqual(22);
    },
  );

  it('gives the longest name a smaller size than a short one', async () => {
    const pharmacy = await logo('pharmacy');
    const tech = await logo('tech');
    expect(Number(pharmacy.name['font-size'])).toBeLessThan(Number(tech.name['font-size']));
  });
});

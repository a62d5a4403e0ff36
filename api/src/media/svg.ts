// Product pictures and logos are drawn, not downloaded: deterministic SVGs from an id or brand
// key, so the demo needs no image files and no network.
import { escapeMarkup } from './escape.ts';

/** A small deterministic hash (FNV-1a) to derive colours and shapes from a name. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function productSvg(id: number, variant: number): string {
  const h = hash(`product-${id}-${variant}`);
  const hue = h % 360;
  const shape = (h >> 9) % 3;
  const body =
    shape === 0
      ? `<rect x="110" y="90" width="180" height="220" rx="24" fill="hsl(${hue} 60% 55%)"/>`
      : shape === 1
        ? `<circle cx="200" cy="200" r="110" fill="hsl(${hue} 60% 55%)"/>`
        : `<path d="M200 80 L320 300 L80 300 Z" fill="hsl(${hue} 60% 55%)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<rect width="400" height="400" fill="hsl(${hue} 40% 94%)"/>${body}
<circle cx="${140 + (h % 120)}" cy="${150 + ((h >> 4) % 80)}" r="26" fill="hsl(${(hue + 180) % 360} 70% 65%)" opacity="0.8"/>
</svg>`;
}

/** The wide logo's size: the shell reserves 200 x 48 for it before it arrives (no layout shift). */
const LOGO_WIDTH = 200;
/** Where the name starts: after the 48 px emblem and a 12 px gap; 4 px stay free at the end. */
const NAME_X = 60;
const NAME_ROOM = LOGO_WIDTH - NAME_X - 4;
/** About how wide an average glyph of a bold sans-serif is, in em: the estimate that picks the size. */
const GLYPH_EM = 0.6;

/**
 * The shop's name in the room beside the emblem. A long name gets a smaller size, and
 * `textLength` makes the text exactly the estimated width whatever font the viewer's machine has,
 * so the name is never cut at the logo's edge (Farmacia Verde was, at 22 px).
 */
function nameText(project: string, fill: string): string {
  const size = Math.min(22, Math.floor(NAME_ROOM / (project.length * GLYPH_EM)));
  const width = Math.min(NAME_ROOM, Math.round(project.length * GLYPH_EM * size));
  const baseline = Math.round(24 + size * 0.36);
  return `<text x="${NAME_X}" y="${baseline}" font-family="sans-serif" font-size="${size}" font-weight="600" fill="${fill}" textLength="${width}" lengthAdjust="spacingAndGlyphs">${escapeMarkup(project)}</text>`;
}

export function logoSvg(
  project: string,
  colour: string,
  variant: 'light' | 'dark' | 'mobile-light' | 'mobile-dark',
): string {
  const dark = variant.endsWith('dark');
  const text = dark ? '#ffffff' : '#111111';
  const initial = escapeMarkup(project.slice(0, 1).toUpperCase());
  if (variant.startsWith('mobile')) {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><rect width="48" height="48" rx="12" fill="${colour}"/><text x="24" y="32" font-family="sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#ffffff">${initial}</text></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOGO_WIDTH} 48" width="${LOGO_WIDTH}" height="48"><rect width="48" height="48" rx="12" fill="${colour}"/><text x="24" y="32" font-family="sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#ffffff">${initial}</text>${nameText(project, text)}</svg>`;
}

export function swatchSvg(colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><circle cx="12" cy="12" r="11" fill="#${colour}" stroke="#888"/></svg>`;
}

export function illustrationSvg(name: string): string {
  const hue = hash(name) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" width="240" height="160"><rect width="240" height="160" rx="16" fill="hsl(${hue} 30% 95%)"/><circle cx="120" cy="70" r="34" fill="none" stroke="hsl(${hue} 40% 60%)" stroke-width="8"/><line x1="144" y1="94" x2="176" y2="126" stroke="hsl(${hue} 40% 60%)" stroke-width="10" stroke-linecap="round"/></svg>`;
}

/** A 16:9 video poster: a speaker's silhouette behind a play button, coloured from the name. */
export function posterSvg(name: string): string {
  const h = hash(`poster-${name}`);
  const hue = h % 360;
  const x = 180 + ((h >> 8) % 280);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">
<rect width="640" height="360" fill="hsl(${hue} 35% 30%)"/><rect y="240" width="640" height="120" fill="hsl(${hue} 30% 22%)"/>
<circle cx="${x}" cy="150" r="52" fill="hsl(${(hue + 30) % 360} 25% 70%)"/><rect x="${x - 90}" y="214" width="180" height="146" rx="70" fill="hsl(${(hue + 30) % 360} 25% 62%)"/>
<circle cx="320" cy="180" r="48" fill="#000" opacity="0.55"/><path d="M304 154 L304 206 L348 180 Z" fill="#fff"/>
</svg>`;
}

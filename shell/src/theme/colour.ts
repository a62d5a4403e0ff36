/**
 * Colour arithmetic for the themes: parsing the settings' hex colours, WCAG 2.2 contrast, and
 * nudging a colour until text in it is readable. Only hex colours are accepted, which is also
 * what keeps a setting from writing anything but a colour into the page's <style>.
 */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export const WHITE = '#ffffff';
export const BLACK = '#000000';

export function parseHex(text: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  const value = Number.parseInt(hex, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** The colour as lowercase #rrggbb, or `fallback` when it is not a hex colour. */
export function normaliseHex(text: string | undefined, fallback: string): string {
  const rgb = text ? parseHex(text) : null;
  return rgb ? toHex(rgb) : fallback;
}

/** WCAG relative luminance: sRGB channels linearised, weighted by the eye's sensitivity. */
export function relativeLuminance(colour: string): number {
  const rgb = parseHex(colour);
  if (!rgb) throw new Error(`not a hex colour: ${colour}`);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(rgb.r) + 0.7152 * linear(rgb.g) + 0.0722 * linear(rgb.b);
}

/** WCAG contrast ratio, 1 (same colour) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `from` moved `amount` (0..1) of the way to `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from)!;
  const b = parseHex(to)!;
  const at = (x: number, y: number) => x + (y - x) * amount;
  return toHex({ r: at(a.r, b.r), g: at(a.g, b.g), b: at(a.b, b.b) });
}

/** Of the candidates, the one that reads best on `background`. */
export function readableOn(background: string, candidates: readonly string[] = [WHITE, BLACK]): string {
  return candidates.reduce((best, next) =>
    contrastRatio(next, background) > contrastRatio(best, background) ? next : best,
  );
}

/**
 * `colour` if it reaches `minimum` against every background, else the closest colour that does:
 * it is mixed step by step towards black or white (whichever reads better on the backgrounds),
 * so a brand's hue survives as far as readability allows.
 */
export function ensureContrast(colour: string, backgrounds: readonly string[], minimum: number): string {
  const passes = (candidate: string) => backgrounds.every((bg) => contrastRatio(candidate, bg) >= minimum);
  if (passes(colour)) return colour;
  const darkBackgrounds = backgrounds.filter((bg) => relativeLuminance(bg) < 0.18).length;
  const target = darkBackgrounds > backgrounds.length / 2 ? WHITE : BLACK;
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(colour, target, step / 20);
    if (passes(candidate)) return candidate;
  }
  return target;
}

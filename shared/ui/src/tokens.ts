// The design tokens: the custom properties the shell's theme sets (shell/src/theme/palette.ts and
// theme-css.ts), each with the fallback a page without that theme gets. One table for every remote,
// so a colour's chain of fallbacks is written once.

/** The custom properties of the shell's theme that the primitives and the remotes read. */
export type ThemeProperty =
  | '--color-text'
  | '--color-text-muted'
  | '--color-link'
  | '--color-primary'
  | '--color-primary-fill'
  | '--color-on-primary'
  | '--color-secondary'
  | '--color-secondary-fill'
  | '--color-on-secondary'
  | '--color-accent'
  | '--color-focus'
  | '--color-bg'
  | '--color-surface'
  | '--color-border'
  | '--color-control-border'
  | '--color-danger'
  | '--radius'
  | '--opacity-disabled';

/** Properties tried in order, then a literal for a page whose shell sets none of them. */
type Spec = readonly [...ThemeProperty[], string];

/**
 * Text and fills behind text read the shell's contrast-checked properties (link, fills, on-fill,
 * muted, focus, danger) first; the raw brand colours come next only for an older shell without
 * them, since they are decoration and may not reach 4.5:1. The literals are one readable set
 * (white on #1d4ed8 is 6.7:1), used together when no theme is on the page.
 */
const COLOUR = {
  text: ['--color-text', '#111827'],
  muted: ['--color-text-muted', '--color-text', '#374151'],
  link: ['--color-link', '--color-primary', '#1d4ed8'],
  fill: ['--color-primary-fill', '--color-primary', '#1d4ed8'],
  onFill: ['--color-on-primary', '#ffffff'],
  secondaryFill: ['--color-secondary-fill', '--color-secondary', '#dc2626'],
  onSecondary: ['--color-on-secondary', '#ffffff'],
  focus: ['--color-focus', '--color-accent', '#16a34a'],
  bg: ['--color-bg', '#ffffff'],
  surface: ['--color-surface', '#f3f4f6'],
  border: ['--color-border', '#d1d5db'],
  control: ['--color-control-border', '--color-border', '#6b7280'],
  danger: ['--color-danger', '--color-secondary', '#dc2626'],
} as const satisfies Record<string, Spec>;

const SHAPE = {
  radius: ['--radius', '10px'],
  disabled: ['--opacity-disabled', '.5'],
} as const satisfies Record<string, Spec>;

/** `var(--a, var(--b, literal))`: the first property the page sets, else the literal. */
function cssVar(spec: Spec): string {
  const literal = spec[spec.length - 1] as string;
  return (spec.slice(0, -1) as ThemeProperty[]).reduceRight((fallback, name) => `var(${name}, ${fallback})`, literal);
}

const resolve = <K extends string>(specs: Record<K, Spec>) =>
  Object.fromEntries(Object.entries<Spec>(specs).map(([key, spec]) => [key, cssVar(spec)])) as Record<K, string>;

const shape = resolve(SHAPE);

/** Values to write into CSS: `color: ${tokens.color.link}`. */
export const tokens = {
  color: resolve(COLOUR),
  radius: shape.radius,
  opacity: { disabled: shape.disabled },
  /**
   * A hovered control: a ring in its own text colour. Not a fade (the spec's hover opacity): that
   * takes a fill and its text under 4.5:1 together. The shell's controls do the same (base-css.ts).
   */
  hoverRing: 'box-shadow:inset 0 0 0 2px',
  /** The theme sets no spacing; one scale here keeps the remotes' rhythm the same. */
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  /** WCAG 2.5.5: the smallest size of anything a finger presses. */
  target: '44px',
  /** The focus ring: 3:1 against the page, drawn outside the control. */
  focusRing: `outline:3px solid ${cssVar(COLOUR.focus)};outline-offset:2px`,
} as const;

/** Every property the table reads; the shell's test holds the theme to setting each of them. */
export const THEME_PROPERTIES: readonly ThemeProperty[] = [
  ...new Set([...Object.values<Spec>(COLOUR), ...Object.values<Spec>(SHAPE)].flatMap((spec) => spec.slice(0, -1))),
] as ThemeProperty[];

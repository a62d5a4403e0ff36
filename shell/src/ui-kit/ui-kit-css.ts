import { tokens } from '@vitrina/ui';
import { BREAKPOINTS } from '../theme/theme-css.ts';

/** The breakpoints in order, each with the width where the next one starts. */
export const BREAKPOINT_BANDS = Object.values(BREAKPOINTS).map((width, i, all) => ({ width, next: all[i + 1] }));

/**
 * Which band this window is in, by CSS alone (the server cannot know the width): the band's marker
 * shows between its width and the next one's.
 */
const currentBand = BREAKPOINT_BANDS.map(({ width, next }) => {
  const upTo = next ? ` and (max-width:${next - 0.02}px)` : '';
  return `@media (min-width:${width}px)${upTo}{.uikit-band[data-width="${width}"] .uikit-current{display:inline-block}}`;
}).join('');

/**
 * The page's layout. The samples' own looks are @vitrina/ui's (UI_CSS, written before this); the
 * pinned hover and focus states reuse the primitives' tokens, so they look as a pointer or a
 * keyboard would make them.
 */
export const UI_KIT_CSS = `
.uikit{display:grid;gap:24px}
.uikit h1,.uikit h2,.uikit p{margin:0}
.uikit h2{font-size:22px}
.uikit h3{margin:0 0 10px;font-size:17px}
.uikit > section{display:grid;gap:12px}
.uikit-schemes{display:grid;gap:24px}
@media (min-width:${BREAKPOINTS.xl}px){.uikit-schemes{grid-template-columns:1fr 1fr}}
.uikit-scheme{display:grid;gap:24px;min-width:0;padding:20px;border:1px solid var(--color-border);border-radius:16px;background:var(--color-bg);color:var(--color-text)}
.uikit-samples{display:flex;flex-wrap:wrap;gap:16px}
.uikit-sample{display:grid;gap:6px;align-content:start;justify-items:start;margin:0}
.uikit-sample figcaption{font-size:14px;color:var(--color-text-muted)}
.uikit-pin-hover .vui-button:not(:disabled){${tokens.hoverRing}}
.uikit-pin-focus .vui-button{${tokens.focusRing}}
.uikit-faded{display:block;max-width:200px;height:40px;opacity:var(--opacity-hover)}
.uikit-swatches{display:grid;grid-template-columns:repeat(auto-fill,minmax(210px,1fr));gap:8px;margin:0;padding:0;list-style:none}
.uikit-swatch{display:flex;align-items:center;gap:8px;font-size:13px}
.uikit-chip{flex:none;width:28px;height:28px;border:1px solid var(--color-border);border-radius:6px}
.uikit-fields{display:grid;gap:16px;align-items:start}
@media (min-width:${BREAKPOINTS.sm}px){.uikit-fields{grid-template-columns:repeat(2,minmax(0,1fr))}}
.uikit-box{display:grid;gap:12px;padding:12px;border:1px dashed var(--color-border);border-radius:var(--radius)}
.uikit-bands{width:100%;border-collapse:collapse}
.uikit-bands th,.uikit-bands td{padding:8px;border-bottom:1px solid var(--color-border);text-align:left;vertical-align:top}
.uikit-current{display:none;margin-left:8px;padding:0 8px;border-radius:999px;background:var(--color-primary-fill);color:var(--color-on-primary);font-size:13px;font-weight:600}
${currentBand}
`.replace(/\n/g, '');

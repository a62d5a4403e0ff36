import { SR_ONLY } from './class-names.ts';
import { tokens } from './tokens.ts';

const { color: C, radius, opacity, space, target, focusRing, hoverRing } = tokens;

/**
 * The primitives' styles. A remote writes them once in its frame's <style> with the page's CSP
 * nonce, before its own rules (`UI_CSS + MY_CSS`), on the server and in the browser alike. Every
 * rule is on a `vui-` class, so nothing reaches the shell or another remote's markup; colours come
 * only from the tokens. Two remotes on one page write the same rules twice, which changes nothing.
 */
export const UI_CSS = `
.vui-button{display:inline-flex;align-items:center;justify-content:center;gap:${space.xs};min-height:${target};min-width:${target};padding:10px 20px;border:1px solid transparent;border-radius:${radius};font:inherit;line-height:1.2;cursor:pointer;text-decoration:none}
.vui-button-primary{background:${C.fill};color:${C.onFill}}
.vui-button-secondary{background:${C.bg};color:${C.text};border-color:${C.control}}
.vui-button:hover:not(:disabled){${hoverRing}}
.vui-button:disabled{opacity:${opacity.disabled};cursor:not-allowed}
.vui-button:focus-visible,.vui-control:focus-visible{${focusRing}}
.vui-field{display:grid;gap:${space.xs}}
.vui-field-label{font-weight:600}
.vui-control{width:100%;min-height:${target};padding:10px 12px;border:1px solid ${C.control};border-radius:${radius};background:${C.bg};color:${C.text};font:inherit}
.vui-control[aria-invalid=true]{border-color:${C.danger}}
.vui-field-hint{margin:0;font-size:.85rem;color:${C.muted}}
.vui-field-error{margin:0;font-size:.9rem;color:${C.danger}}
.vui-price{margin:0;font-weight:700;font-size:1.1rem}
.vui-price-old{margin-left:6px;font-weight:400;color:${C.muted}}
.vui-badge{display:inline-block;padding:2px 8px;border-radius:999px;background:${C.secondaryFill};color:${C.onSecondary};font-size:.8rem;font-weight:700}
.vui-pager{display:flex;flex-wrap:wrap;gap:6px;list-style:none;padding:0;margin:16px 0}
.vui-pager a,.vui-pager span{display:inline-flex;min-width:${target};min-height:${target};align-items:center;justify-content:center;border:1px solid ${C.border};border-radius:8px;text-decoration:none}
.vui-pager [aria-current]{background:${C.fill};color:${C.onFill}}
.vui-skeleton{display:grid;gap:${space.sm};margin:0;padding:0;list-style:none}
.vui-skeleton-block{height:56px;border-radius:${radius};background:${C.surface};animation:vui-pulse 1.2s ease-in-out infinite}
@keyframes vui-pulse{50%{opacity:.5}}
@media (prefers-reduced-motion:reduce){.vui-skeleton-block{animation:none}}
.${SR_ONLY}{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
`.replace(/\n/g, '');

/**
 * The window's own box (the Modal primitive's root and title). Windows are drawn inside the shell's
 * modal host, and a remote's <style> inside a window may style only what comes after it (valid
 * HTML), never the window around it: the shell, which owns the host, writes these in its head.
 */
export const WINDOW_FRAME_CSS = `
.vui-window{display:grid;gap:${space.md}}
.vui-window-title{margin:0 ${target} 0 0;font-size:1.25rem}
`.replace(/\n/g, '');

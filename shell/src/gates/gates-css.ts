import { AGE_MODAL_ID } from '@vitrina/events';
import { AGE_CONFIRMED_ATTRIBUTE } from './age-mark.ts';

const AGE_LAYER = `.modal-layer[data-modal="${AGE_MODAL_ID}"]`;

/**
 * The gates' windows and the header's city button. The age question covers the shop with an
 * opaque backdrop (the shop is not shown before the answer), and is hidden for a visitor whose
 * cookie already says yes (age-mark.ts) until the hydrated shell closes it.
 */
export const GATES_CSS = `
${AGE_LAYER} .backdrop{background:var(--color-surface)}
[${AGE_CONFIRMED_ATTRIBUTE}] ${AGE_LAYER}{display:none}
.gate{display:grid;gap:16px;text-align:center}
.gate-title{margin:0 36px;font-size:22px;line-height:1.3}
.gate p{margin:0}
.gate-actions{display:flex;flex-wrap:wrap;justify-content:center;gap:12px}
.gate-actions .button{min-width:120px;justify-content:center}
.button-secondary{background:var(--color-bg);color:var(--color-text);box-shadow:inset 0 0 0 2px var(--color-control-border)}
.city-list{display:grid;gap:8px;margin:0;padding:0;list-style:none;text-align:left}
.city-option{width:100%;min-height:44px;padding:10px 16px;border:1px solid var(--color-control-border);border-radius:var(--radius);background:var(--color-bg);color:var(--color-text);font:inherit;text-align:left;cursor:pointer}
.city-option:hover{box-shadow:inset 0 0 0 1px}
.city-option[aria-pressed=true]{border-color:var(--color-text);box-shadow:inset 0 0 0 1px;font-weight:700}
.city-button{display:inline-flex;align-items:center;gap:6px;min-height:32px;padding:2px 12px;border:1px solid var(--color-control-border);border-radius:999px;background:var(--color-bg);color:var(--color-text);font:inherit;font-weight:700;white-space:nowrap;cursor:pointer}
.city-button:hover{box-shadow:inset 0 0 0 1px}
.mobile-panel .city-button{display:flex;min-height:44px;margin:12px 0}
`;

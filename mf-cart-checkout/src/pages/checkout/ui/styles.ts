// The checkout page's own rules, on top of the remote's (shared/ui/styles.ts): the form's sections
// and groups, radio lists, and two fields side by side where there is room.
import { tokens } from '@vitrina/ui';

const { color: C, space, target } = tokens;

export const CHECKOUT_CSS = `
.mfc-checkout{display:grid;gap:${space.xl}}
.mfc-section{display:grid;gap:${space.md};padding:0 0 ${space.lg};border-bottom:1px solid ${C.border}}
.mfc-section h2{margin:0;font-size:1.2rem}
.mfc-group,.mfc-choices{display:grid;gap:${space.sm};margin:0;padding:${space.md};border:1px solid ${C.border};border-radius:10px;min-width:0}
.mfc-group legend,.mfc-choices legend{padding:0 ${space.xs};font-weight:600}
.mfc-choices[aria-invalid=true]{border-color:${C.danger}}
.mfc-choice{display:grid;grid-template-columns:auto 1fr;gap:0 ${space.sm};align-items:center;min-height:${target}}
.mfc-choice input{width:20px;height:20px;margin:0}
.mfc-choice input:focus-visible{${tokens.focusRing}}
.mfc-choice input:disabled+label{opacity:.6}
.mfc-choice .mfc-muted{grid-column:2}
.mfc-row{display:grid;gap:${space.md};grid-template-columns:repeat(auto-fit,minmax(12rem,1fr))}
.mfc-summary-lines .mfc-line{grid-template-columns:56px minmax(0,1fr)}
.mfc-summary-lines .mfc-line-img{width:56px;height:56px}
`;

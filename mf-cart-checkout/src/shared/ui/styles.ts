// The cart remote's rules, under its frame's class (.mfc) or on its windows' classes (the drawer and
// the associated-products window render into the shell's modal host, outside the frame). Colours
// come from the shell's theme properties through @vitrina/ui's tokens.
import { tokens } from '@vitrina/ui';
import { DRAWER_ANIMATION_MS } from '../config/timings.ts';

const { color: C, space, target } = tokens;

export const CART_CSS = `
.mfc{max-width:1100px;margin:0 auto;padding:${space.lg} ${space.md}}
.mfc h1{margin:0 0 ${space.md}}
.mfc-head{display:flex;flex-wrap:wrap;gap:${space.sm} ${space.md};align-items:center;justify-content:space-between;margin:0 0 ${space.md}}
.mfc-head h1{margin:0}
.mfc-bulk{display:grid;gap:${space.md}}
.mfc-bulk textarea{min-height:12em;resize:vertical;font-family:ui-monospace,monospace}
.mfc-bulk .mfc-problems:empty{display:none}
.mfc-quote-form{display:grid;gap:${space.md};max-width:40rem}
.mfc-quote-target{display:grid;gap:${space.xs}}
.mfc-muted{margin:0;color:${C.muted};font-size:.9rem}
.mfc-page{display:grid;gap:${space.xl};grid-template-columns:minmax(0,2fr) minmax(0,1fr);align-items:start}
@media (max-width:900px){.mfc-page{grid-template-columns:1fr}}
.mfc-lines{list-style:none;margin:0;padding:0;display:grid;gap:${space.md}}
.mfc-line{display:grid;gap:${space.md};grid-template-columns:72px minmax(0,1fr) auto;align-items:start;padding:${space.md};border:1px solid ${C.border};border-radius:10px}
.mfc-line-img{width:72px;height:72px;object-fit:contain}
.mfc-line-main{display:grid;gap:${space.xs};min-width:0}
.mfc-line-title{color:${C.link};font-weight:600;overflow-wrap:anywhere}
.mfc-line-controls{display:grid;gap:${space.sm};justify-items:end}
@media (max-width:480px){.mfc-line{grid-template-columns:56px minmax(0,1fr)}.mfc-line-img{width:56px;height:56px}.mfc-line-controls{grid-column:1/-1;display:flex;justify-content:space-between}}
.mfc-promo-price{margin:0;font-weight:600}
.mfc-problems{margin:0;padding-left:1.2em;color:${C.danger}}
.mfc-qty{display:inline-flex;align-items:center;border:1px solid ${C.control};border-radius:8px}
.mfc-qty-button{min-width:${target};min-height:${target};border:0;background:none;color:${C.text};font-size:1.25rem;cursor:pointer}
.mfc-qty-button:focus-visible,.mfc-qty-input:focus-visible{${tokens.focusRing}}
.mfc-qty-input{width:4.5em;min-height:${target};border:0;text-align:center;font:inherit;background:none;color:${C.text}}
.mfc-check{display:flex;align-items:center;gap:${space.sm};min-height:${target}}
.mfc-check input{width:20px;height:20px}
.mfc-loyalty{position:relative;display:flex;align-items:center;gap:${space.sm};flex-wrap:wrap}
.mfc-hint-button{min-width:${target};min-height:${target};border-radius:50%;border:1px solid currentColor;background:transparent;color:inherit;font:inherit;cursor:pointer}
.mfc-hint{flex-basis:100%;margin:0;padding:${space.sm} ${space.md};border-radius:6px;background:${C.surface};color:${C.text};border:1px solid ${C.border};max-width:24rem}
.mfc-side{display:grid;gap:${space.lg};padding:${space.lg};border:1px solid ${C.border};border-radius:10px}
.mfc-totals{display:grid;gap:${space.sm};margin:0}
.mfc-totals div{display:flex;justify-content:space-between;gap:${space.md}}
.mfc-totals dd{margin:0;font-weight:600}
.mfc-total-price{font-size:1.2rem}
.mfc-promo{display:grid;gap:${space.sm}}
.mfc-promo-applied{margin:0;color:${C.text}}
.mfc-alert{margin:0;padding:${space.sm} ${space.md};border-radius:6px;border:1px solid ${C.danger};color:${C.text}}
.mfc-actions{display:grid;gap:${space.sm}}
.mfc-link-button{display:inline-flex;align-items:center;justify-content:center;min-height:${target};padding:0 ${space.lg};border-radius:8px;background:${C.fill};color:${C.onFill};font-weight:600;text-decoration:none}
.mfc-link-button:focus-visible{${tokens.focusRing}}
.mfc-drawer{display:grid;gap:${space.lg}}
.mfc-drawer[data-phase=opening]{animation:mfc-in ${DRAWER_ANIMATION_MS}ms ease-out}
.mfc-drawer[data-phase=closing]{animation:mfc-out ${DRAWER_ANIMATION_MS}ms ease-in forwards}
/* The host's panel is the shell's: the content fades and settles inside it, never wider than it. */
@keyframes mfc-in{from{transform:scale(.97);opacity:0}to{transform:none;opacity:1}}
@keyframes mfc-out{from{transform:none;opacity:1}to{transform:scale(.97);opacity:0}}
@media (prefers-reduced-motion:reduce){.mfc-drawer[data-phase]{animation:none}}
.mfc-success{display:grid;gap:${space.lg};max-width:40rem}
.mfc-order{display:grid;gap:${space.md};padding:${space.lg};border:1px solid ${C.border};border-radius:10px}
.mfc-order h2{margin:0;font-size:1.1rem}
.mfc-order-lines{list-style:none;margin:0;padding:0;display:grid;gap:${space.sm}}
.mfc-order-lines li{display:grid;grid-template-columns:1fr auto auto;gap:${space.md};align-items:baseline}
.mfc-offer{list-style:none;margin:0;padding:0;display:grid;gap:${space.md};grid-template-columns:repeat(auto-fill,minmax(150px,1fr))}
.mfc-offer-card{display:grid;gap:${space.xs};align-content:start;padding:${space.md};border:1px solid ${C.border};border-radius:10px}
.mfc-offer-card img{width:96px;height:96px;object-fit:contain}
`;

// The product windows' rules (one-click, pre-order, first-to-know, credit, stores), on their own
// classes: the windows render into the shell's modal host, outside the remote's frame.
import { tokens } from '@vitrina/ui';

const { color: C, space } = tokens;

export const WINDOW_CSS = `
.mfc-pw{display:grid;gap:${space.lg};max-width:36rem}
.mfc-pw p{margin:0}
.mfc-pw-product{display:grid;grid-template-columns:64px minmax(0,1fr);gap:${space.md};align-items:center}
.mfc-pw-product img{width:64px;height:64px;object-fit:contain}
.mfc-pw-product-title{margin:0;font-weight:600;overflow-wrap:anywhere}
.mfc-pw-form{display:grid;gap:${space.md}}
fieldset.mfc-pw-form{margin:0;padding:0;border:0}
.mfc-pw legend{font-weight:600;margin-bottom:${space.xs}}
.mfc-pw-section{display:grid;gap:${space.md};padding-top:${space.md};border-top:1px solid ${C.border}}
.mfc-pw-section h3{margin:0;font-size:1.05rem}
.mfc-pw-sums{display:grid;gap:${space.xs};margin:0}
.mfc-pw-sums div{display:flex;justify-content:space-between;gap:${space.md}}
.mfc-pw-sums dd{margin:0;font-weight:600}
.mfc-pw-stores{list-style:none;margin:0;padding:0;display:grid;gap:${space.md}}
.mfc-pw-store{display:grid;grid-template-columns:2rem minmax(0,1fr);gap:${space.xs} ${space.md};padding:${space.md};border:1px solid ${C.border};border-radius:10px}
.mfc-pw-store>*{grid-column:2}
.mfc-pw-store-number{grid-column:1;grid-row:1/span 4;display:inline-flex;align-items:center;justify-content:center;width:2rem;height:2rem;border-radius:50%;background:${C.fill};color:${C.onFill};font-weight:700}
.mfc-pw-store h3{margin:0;font-size:1rem}
.mfc-pw-yes{color:${C.text};font-weight:600}
.mfc-pw-no{color:${C.muted}}
.mfc-pw-map{width:100%;height:auto;max-height:16rem;border:1px solid ${C.border};border-radius:10px;background:${C.surface}}
.mfc-pw-map circle{fill:${C.fill};stroke:${C.bg};stroke-width:2}
.mfc-pw-map text{fill:${C.onFill};font:700 14px sans-serif;text-anchor:middle;dominant-baseline:central}
`;

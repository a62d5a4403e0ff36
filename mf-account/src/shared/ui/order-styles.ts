// The order and act pages' rules (tables of lines, sums, the print view of an act): part of the
// account frame's one stylesheet, which the frame writes as its first child (valid HTML allows a
// <style> in the body only there). The shell hides its own header and footer in print.
import { tokens } from '@vitrina/ui';

const { color: C, space } = tokens;

export const ORDER_CSS = `
.mfa-order-card{grid-template-columns:minmax(0,1fr) auto;align-items:start}
.mfa-order-card h2{margin:0;font-size:1.1rem}
.mfa-order-card a{display:inline-flex;align-items:center;min-height:44px;color:${C.link}}
.mfa-order-sum{font-weight:700;text-align:right}
.mfa-order-lines{margin:0;padding:0;list-style:none;color:${C.muted}}
.mfa-status{display:inline-block;padding:2px 8px;border-radius:999px;border:1px solid ${C.border};background:${C.surface};color:${C.text};font-size:.85rem;font-weight:600}
.mfa-status[data-status=awaiting_payment],.mfa-status[data-status=payment_failed]{border-color:${C.danger}}
.mfa-sections{display:grid;gap:${space.lg}}
.mfa-sections h2{margin:0 0 ${space.sm};font-size:1.2rem}
.mfa-table-wrap{overflow-x:auto;max-width:100%}
.mfa-table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
.mfa-table th,.mfa-table td{padding:${space.sm};border-bottom:1px solid ${C.border};text-align:left;vertical-align:top}
.mfa-table thead th{color:${C.muted};font-weight:600;font-size:.9rem}
.mfa-table .mfa-num{text-align:right;white-space:nowrap}
.mfa-table a{color:${C.link}}
.mfa-sums{display:grid;gap:${space.xs};max-width:360px;margin:0 0 0 auto}
.mfa-sums div{display:flex;justify-content:space-between;gap:${space.md}}
.mfa-sums dd{margin:0;font-variant-numeric:tabular-nums}
.mfa-sums .mfa-sum-total{font-weight:700;font-size:1.1rem;border-top:1px solid ${C.border};padding-top:${space.xs}}
@media (max-width:600px){.mfa-order-card{grid-template-columns:1fr}.mfa-order-sum{text-align:left}}
/* a printed act is its heading and the act: the cabinet's menu and the buttons stay off paper */
@media print{
.mfa-cabinet-nav,.mfa-no-print{display:none!important}
.mfa-table-wrap{overflow:visible}
}
`;

// The account remote's own rules, under its frame's class (.mfa) or on its windows' classes (the
// windows render into the shell's modal host, outside the frame). Colours come from the shell's
// theme properties through @vitrina/ui's tokens.
import { tokens } from '@vitrina/ui';

const { color: C, space } = tokens;

export const ACCOUNT_CSS = `
.mfa{max-width:1100px;margin:0 auto;padding:${space.lg} ${space.md}}
.mfa h1{margin:0 0 ${space.md}}
.mfa-form{display:grid;gap:${space.md};max-width:440px}
.mfa-check{display:flex;align-items:center;gap:${space.sm};min-height:44px}
.mfa-check input{width:20px;height:20px}
.mfa-links{display:flex;flex-wrap:wrap;gap:${space.sm} ${space.md};align-items:center}
.mfa-link{background:none;border:0;padding:10px 0;min-height:44px;color:${C.link};font:inherit;text-decoration:underline;cursor:pointer}
.mfa-alert{margin:0;padding:${space.sm} ${space.md};border-radius:6px;border:1px solid ${C.danger};color:${C.text}}
.mfa-note{margin:0;color:${C.muted}}
.mfa-social{display:grid;gap:${space.sm}}
.mfa-cabinet{display:grid;gap:${space.lg};grid-template-columns:240px 1fr;align-items:start}
.mfa-cabinet-nav{display:grid;gap:${space.md}}
.mfa-cabinet-nav ul{list-style:none;margin:0;padding:0;display:grid;gap:2px}
.mfa-cabinet-nav a{display:block;padding:10px 12px;min-height:44px;border-radius:6px;color:${C.text};text-decoration:none}
.mfa-cabinet-nav a[aria-current=page]{background:${C.surface};font-weight:700}
@media (max-width:768px){.mfa-cabinet{grid-template-columns:1fr}.mfa-cabinet-nav ul{display:flex;flex-wrap:wrap;gap:${space.xs}}}
/* lists (cabinet overview, addresses, companies): cards, panels, filters, pager */
.mfa-columns{display:grid;gap:${space.xl};grid-template-columns:minmax(0,3fr) minmax(0,2fr);align-items:start}
.mfa-columns h2,.mfa-panel h2{margin:0 0 ${space.md};font-size:1.25rem}
.mfa-panel{padding:${space.lg};border:1px solid ${C.border};border-radius:10px}
.mfa-cards{list-style:none;margin:${space.md} 0;padding:0;display:grid;gap:${space.md}}
.mfa-card{display:grid;gap:${space.xs};padding:${space.md} ${space.lg};border:1px solid ${C.border};border-radius:10px}
.mfa-card p{margin:0;overflow-wrap:anywhere}
.mfa-card-title{font-weight:700;display:flex;flex-wrap:wrap;gap:${space.sm};align-items:center}
a.mfa-card-title{color:${C.link};min-height:44px}
.mfa-badge{display:inline-block;padding:2px 8px;border-radius:999px;background:${C.surface};color:${C.text};font-size:.8rem;font-weight:600;border:1px solid ${C.border}}
.mfa-actions{display:flex;flex-wrap:wrap;gap:${space.sm};align-items:center}
.mfa-filters{display:grid;gap:${space.md};grid-template-columns:repeat(auto-fit,minmax(180px,1fr));align-items:end;margin-bottom:${space.md}}
.mfa-filters .mfa-actions{grid-column:1/-1}
.mfa-pager{display:flex;flex-wrap:wrap;gap:${space.md};align-items:center}
.mfa-pager a{display:inline-flex;align-items:center;min-height:44px;color:${C.link}}
.mfa-facts{display:grid;gap:${space.md};grid-template-columns:repeat(auto-fit,minmax(160px,1fr));margin:0}
.mfa-facts dt{color:${C.muted};font-size:.9rem}
.mfa-facts dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.mfa-quick{grid-template-columns:repeat(auto-fit,minmax(200px,1fr))}
@media (max-width:900px){.mfa-columns{grid-template-columns:1fr}}
/* profile, support, terms, account deletion */
.mfa-profile{display:grid;gap:${space.lg};grid-template-columns:repeat(auto-fit,minmax(min(100%,340px),1fr));align-items:start}
.mfa-profile .mfa-form{max-width:none}
.mfa-panel-danger{border-color:${C.danger}}
.mfa-avatar-row{display:grid;gap:${space.md};grid-template-columns:auto minmax(0,1fr);align-items:start}
.mfa-avatar{width:96px;height:96px;border-radius:50%;object-fit:cover;border:1px solid ${C.border}}
.mfa-avatar-row input[type=file]{max-width:100%}
.mfa-html{line-height:1.6;overflow-wrap:anywhere}
.mfa-html table{max-width:100%;display:block;overflow-x:auto}
.mfa-html img{max-width:100%;height:auto}
@media (max-width:480px){.mfa-avatar-row{grid-template-columns:1fr}}
`;

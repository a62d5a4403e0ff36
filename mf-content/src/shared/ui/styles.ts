import { tokens } from '@vitrina/ui';

// The remote's own styles (the primitives' come from @vitrina/ui), rendered after UI_CSS in the
// frame's one <style> on both sides, so hydration matches. Colours and the radius come only from
// the design tokens; rules are scoped under .mfc so nothing leaks into the frame.
const { color: C, radius, focusRing } = tokens;

export const CONTENT_CSS = `
.mfc{color:${C.text};max-width:1280px;margin:0 auto;padding:16px;box-sizing:border-box}
.mfc *{box-sizing:border-box}
.mfc h1{font-size:1.75rem;margin:8px 0 16px}
.mfc h2{font-size:1.3rem;margin:24px 0 12px}
.mfc a{color:${C.link}}
.mfc a:focus-visible,.mfc button:focus-visible,.mfc input:focus-visible,.mfc textarea:focus-visible,.mfc select:focus-visible,.mfc summary:focus-visible{${focusRing}}
.mfc img{max-width:100%;height:auto;display:block}
.mfc-crumbs ol{display:flex;flex-wrap:wrap;gap:4px;list-style:none;padding:0;margin:0 0 8px;font-size:.9rem}
.mfc-crumbs li+li::before{content:"/";margin-right:4px;color:${C.muted}}
.mfc-grid{display:grid;gap:16px;grid-template-columns:1fr;list-style:none;padding:0;margin:0 0 16px}
@media (min-width:640px){.mfc-grid.small{grid-template-columns:repeat(2,1fr)}}
@media (min-width:1024px){.mfc-grid.large{grid-template-columns:repeat(2,1fr)}.mfc-grid.small{grid-template-columns:repeat(4,1fr)}.mfc-grid.three{grid-template-columns:repeat(3,1fr)}}
.mfc-card{background:${C.surface};border:1px solid ${C.border};border-radius:${radius};overflow:hidden;height:100%;display:flex;flex-direction:column}
.mfc-card .body{padding:12px;display:flex;flex-direction:column;gap:6px;flex:1}
.mfc-card h2,.mfc-card h3{margin:0;font-size:1.05rem}
.mfc-card.large h2,.mfc-card.large h3{font-size:1.3rem}
.mfc-card time,.mfc-muted{font-size:.85rem;color:${C.muted}}
.mfc-tabs{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0;margin:0 0 16px}
.mfc-tabs a{display:inline-block;padding:8px 14px;border:1px solid ${C.border};border-radius:999px;text-decoration:none;color:${C.text};min-height:44px;line-height:26px}
.mfc-tabs a[aria-current=page]{background:${C.fill};border-color:${C.fill};color:${C.onFill}}
.mfc-pager{display:flex;flex-wrap:wrap;align-items:center;gap:12px;margin:16px 0}
.mfc-pager a{padding:8px 14px;border:1px solid ${C.border};border-radius:${radius};min-height:44px;line-height:26px}
.mfc-html{line-height:1.6;overflow-wrap:anywhere}
.mfc-html table{max-width:100%;display:block;overflow-x:auto}
.mfc-layout{display:grid;gap:24px}
@media (min-width:1024px){.mfc-layout{grid-template-columns:2fr 1fr;align-items:start}}
.mfc-panel{background:${C.surface};border:1px solid ${C.border};border-radius:${radius};padding:16px}
.mfc-list{list-style:none;padding:0;margin:0;display:grid;gap:8px}
.mfc-form{display:grid;gap:12px;max-width:560px}
.mfc-form>.vui-button{justify-self:start}
.mfc-status{margin:0}
.mfc-faq details{border-bottom:1px solid ${C.border};padding:12px 0}
.mfc-faq summary{cursor:pointer;font-weight:600;min-height:24px}
.mfc-steps{counter-reset:none;padding-left:20px}
.mfc-video{aspect-ratio:16/9;width:100%;object-fit:cover}
.mfc-social{display:flex;flex-wrap:wrap;gap:12px;list-style:none;padding:0}
.mfc-map-icon{width:24px;height:24px;display:inline-block;vertical-align:middle;margin-right:6px}
`.replace(/\n/g, '');

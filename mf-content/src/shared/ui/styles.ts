// The remote's styles, rendered once at the top of its area (server and browser alike, so
// hydration matches). Only the theme's custom properties give colour, with fallbacks for a
// shell that defines none; rules are scoped under .mfc so nothing leaks into the frame. Text
// uses the shell's contrast-checked tokens (link, fills, on-fill text) before the raw brand
// colours, which are decoration and may not reach 4.5:1 (the pharmacy green does not).
const C = {
  link: 'var(--color-link, var(--color-primary, #1d4ed8))',
  fill: 'var(--color-primary-fill, var(--color-primary, #1d4ed8))',
  onFill: 'var(--color-on-primary, var(--color-bg, #ffffff))',
  muted: 'var(--color-text-muted, var(--color-text, #374151))',
  danger: 'var(--color-danger, var(--color-secondary, #dc2626))',
  focus: 'var(--color-focus, var(--color-accent, #16a34a))',
  control: 'var(--color-control-border, var(--color-border, #6b7280))',
  text: 'var(--color-text, #111827)',
  bg: 'var(--color-bg, #ffffff)',
  surface: 'var(--color-surface, #f3f4f6)',
  border: 'var(--color-border, #d1d5db)',
};

export const CONTENT_CSS = `
.mfc{color:${C.text};max-width:1280px;margin:0 auto;padding:16px;box-sizing:border-box}
.mfc *{box-sizing:border-box}
.mfc h1{font-size:1.75rem;margin:8px 0 16px}
.mfc h2{font-size:1.3rem;margin:24px 0 12px}
.mfc a{color:${C.link}}
.mfc a:focus-visible,.mfc button:focus-visible,.mfc input:focus-visible,.mfc textarea:focus-visible,.mfc select:focus-visible,.mfc summary:focus-visible{outline:3px solid ${C.focus};outline-offset:2px}
.mfc img{max-width:100%;height:auto;display:block}
.mfc-crumbs ol{display:flex;flex-wrap:wrap;gap:4px;list-style:none;padding:0;margin:0 0 8px;font-size:.9rem}
.mfc-crumbs li+li::before{content:"/";margin-right:4px;color:${C.muted}}
.mfc-grid{display:grid;gap:16px;grid-template-columns:1fr;list-style:none;padding:0;margin:0 0 16px}
@media (min-width:640px){.mfc-grid.small{grid-template-columns:repeat(2,1fr)}}
@media (min-width:1024px){.mfc-grid.large{grid-template-columns:repeat(2,1fr)}.mfc-grid.small{grid-template-columns:repeat(4,1fr)}.mfc-grid.three{grid-template-columns:repeat(3,1fr)}}
.mfc-card{background:${C.surface};border:1px solid ${C.border};border-radius:var(--radius,10px);overflow:hidden;height:100%;display:flex;flex-direction:column}
.mfc-card .body{padding:12px;display:flex;flex-direction:column;gap:6px;flex:1}
.mfc-card h2,.mfc-card h3{margin:0;font-size:1.05rem}
.mfc-card.large h2,.mfc-card.large h3{font-size:1.3rem}
.mfc-card time,.mfc-muted{font-size:.85rem;color:${C.muted}}
.mfc-tabs{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0;margin:0 0 16px}
.mfc-tabs a{display:inline-block;padding:8px 14px;border:1px solid ${C.border};border-radius:999px;text-decoration:none;color:${C.text};min-height:44px;line-height:26px}
.mfc-tabs a[aria-current=page]{background:${C.fill};border-color:${C.fill};color:${C.onFill}}
.mfc-pager{display:flex;flex-wrap:wrap;align-items:center;gap:12px;margin:16px 0}
.mfc-pager a{padding:8px 14px;border:1px solid ${C.border};border-radius:var(--radius,10px);min-height:44px;line-height:26px}
.mfc-html{line-height:1.6;overflow-wrap:anywhere}
.mfc-html table{max-width:100%;display:block;overflow-x:auto}
.mfc-layout{display:grid;gap:24px}
@media (min-width:1024px){.mfc-layout{grid-template-columns:2fr 1fr;align-items:start}}
.mfc-panel{background:${C.surface};border:1px solid ${C.border};border-radius:var(--radius,10px);padding:16px}
.mfc-list{list-style:none;padding:0;margin:0;display:grid;gap:8px}
.mfc-form{display:grid;gap:12px;max-width:560px}
.mfc-field{display:grid;gap:4px}
.mfc-field label{font-weight:600}
.mfc-field input,.mfc-field textarea,.mfc-field select{width:100%;font:inherit;padding:10px 12px;min-height:44px;border:1px solid ${C.control};border-radius:8px;background:${C.bg};color:${C.text}}
.mfc-field [aria-invalid=true]{border-color:${C.danger}}
.mfc-field .error{color:${C.danger};font-size:.9rem;margin:0}
.mfc-field .hint{font-size:.85rem;margin:0}
.mfc-button{font:inherit;cursor:pointer;min-height:44px;padding:10px 20px;border:0;border-radius:8px;background:${C.fill};color:${C.onFill};justify-self:start}
.mfc-button[disabled]{opacity:var(--opacity-disabled,.5);cursor:progress}
.mfc-status{margin:0}
.mfc-faq details{border-bottom:1px solid ${C.border};padding:12px 0}
.mfc-faq summary{cursor:pointer;font-weight:600;min-height:24px}
.mfc-steps{counter-reset:none;padding-left:20px}
.mfc-video{aspect-ratio:16/9;width:100%;object-fit:cover}
.mfc-social{display:flex;flex-wrap:wrap;gap:12px;list-style:none;padding:0}
.mfc-map-icon{width:24px;height:24px;display:inline-block;vertical-align:middle;margin-right:6px}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
`.replace(/\n/g, '');

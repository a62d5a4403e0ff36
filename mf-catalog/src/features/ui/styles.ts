// Styles of the second half's pages and of the search window, scoped under .mfx. The window is
// mounted by the shell outside the remote's frame, so it cannot rely on the frame's styles.
// Colours come from the shell's contrast-checked tokens first, like the rest of the remote.
const C = {
  link: 'var(--color-link, var(--color-primary, #1d4ed8))',
  fill: 'var(--color-primary-fill, var(--color-primary, #1d4ed8))',
  onFill: 'var(--color-on-primary, #ffffff)',
  muted: 'var(--color-text-muted, var(--color-text, #374151))',
  text: 'var(--color-text, #111827)',
  bg: 'var(--color-bg, #ffffff)',
  surface: 'var(--color-surface, #f3f4f6)',
  border: 'var(--color-border, #d1d5db)',
  focus: 'var(--color-focus, var(--color-accent, #16a34a))',
};

export const EXTRAS_CSS = `
.mfx{color:${C.text}}
.mfx *{box-sizing:border-box}
.mfx a{color:${C.link}}
.mfx a:focus-visible,.mfx button:focus-visible,.mfx input:focus-visible,.mfx select:focus-visible{outline:3px solid ${C.focus};outline-offset:2px}
.mfx .muted{color:${C.muted}}
.mfx .chip{display:inline-flex;align-items:center;min-height:40px;padding:6px 14px;border:1px solid ${C.border};border-radius:999px;background:${C.bg};color:${C.text};font:inherit;cursor:pointer;text-decoration:none}
.mfx .chip[aria-pressed=true],.mfx .chip[aria-current]{background:${C.fill};color:${C.onFill};border-color:transparent}
.mfx .chips{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0;margin:0 0 12px}
.mfx .window{max-width:1280px;margin:0 auto;padding:16px}
.mfx .window h2{font-size:1rem;margin:0 0 8px}
.mfx .hits{list-style:none;padding:0;margin:0;display:grid;gap:8px}
.mfx .hit{display:grid;grid-template-columns:56px 1fr;gap:10px;align-items:center;min-height:56px;text-decoration:none;color:${C.text}}
.mfx .hit img{width:56px;height:56px;object-fit:contain;background:${C.surface};border-radius:8px}
.mfx .hit .title{color:${C.link}}
.mfx .skeleton{height:56px;border-radius:8px;background:${C.surface};animation:mfx-pulse 1.2s ease-in-out infinite}
@keyframes mfx-pulse{50%{opacity:.5}}
@media (prefers-reduced-motion:reduce){.mfx .skeleton{animation:none}}
.mfx .empty{text-align:center;padding:16px}
.mfx .empty img{max-width:200px;height:auto}
.mfx .search-page-form{display:flex;gap:8px;margin:0 0 16px}
.mfx .search-page-form input{flex:1;min-width:0;min-height:44px;padding:0 12px;border:2px solid ${C.border};border-radius:var(--radius,10px);font:inherit;background:${C.bg};color:${C.text}}
.mfx .letters{display:flex;flex-wrap:wrap;gap:6px;list-style:none;padding:0;margin:0 0 16px}
.mfx .letters a{display:inline-flex;min-width:40px;min-height:40px;align-items:center;justify-content:center;border:1px solid ${C.border};border-radius:8px;text-decoration:none}
.mfx .brand-group ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:8px;list-style:none;padding:0}
.mfx .brand-group a{display:flex;align-items:center;gap:8px;min-height:44px}
.mfx .brand-group img{width:40px;height:40px;object-fit:contain}
.mfx .cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:16px}
.mfx .list-item{display:grid;gap:6px;align-content:start}
.mfx .table-wrap{overflow-x:auto;max-width:100%}
.mfx table{border-collapse:collapse;min-width:100%}
.mfx th,.mfx td{border:1px solid ${C.border};padding:8px;text-align:left;vertical-align:top;min-width:160px}
.mfx thead img{width:96px;height:96px;object-fit:contain}
.mfx .btn{display:inline-flex;align-items:center;min-height:44px;padding:8px 16px;border-radius:var(--radius,10px);border:1px solid ${C.border};background:${C.bg};color:${C.text};font:inherit;cursor:pointer}
.mfx .btn-primary{background:${C.fill};color:${C.onFill};border-color:transparent}
.mfx .menu-day{border:1px solid ${C.border};border-radius:var(--radius,10px);padding:12px;margin-top:12px}
.mfx .menu-total{font-size:1.25rem;font-weight:600}
.mfx fieldset{border:0;padding:0;margin:0 0 12px}
.mfx legend{font-weight:600;margin-bottom:6px}
.mfx select{min-height:44px;font:inherit;padding:0 8px;border:2px solid ${C.border};border-radius:var(--radius,10px);background:${C.bg};color:${C.text}}
`;

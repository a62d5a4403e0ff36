// The remote's styles, rendered once at the top of its area (server and browser alike, so
// hydration matches). Colours come only from the shell's theme properties, with fallbacks; rules
// are scoped under .mfcat so nothing leaks into the frame. Text uses the contrast-checked tokens.
const C = {
  link: 'var(--color-link, var(--color-primary, #1d4ed8))',
  fill: 'var(--color-primary-fill, var(--color-primary, #1d4ed8))',
  onFill: 'var(--color-on-primary, #ffffff)',
  muted: 'var(--color-text-muted, var(--color-text, #374151))',
  focus: 'var(--color-focus, var(--color-accent, #16a34a))',
  text: 'var(--color-text, #111827)',
  bg: 'var(--color-bg, #ffffff)',
  surface: 'var(--color-surface, #f3f4f6)',
  border: 'var(--color-border, #d1d5db)',
};

export const CATALOG_CSS = `
.mfcat{color:${C.text};max-width:1280px;margin:0 auto;padding:16px;box-sizing:border-box}
.mfcat *{box-sizing:border-box}
.mfcat h1{font-size:1.75rem;margin:8px 0 16px}
.mfcat h2{font-size:1.3rem;margin:28px 0 12px}
.mfcat a{color:${C.link}}
.mfcat a:focus-visible,.mfcat button:focus-visible,.mfcat input:focus-visible,.mfcat select:focus-visible,.mfcat textarea:focus-visible{outline:3px solid ${C.focus};outline-offset:2px}
.mfcat .btn{display:inline-flex;align-items:center;gap:6px;min-height:44px;padding:8px 16px;border-radius:var(--radius,10px);border:1px solid ${C.border};background:${C.bg};color:${C.text};font:inherit;cursor:pointer}
.mfcat .btn-primary{background:${C.fill};color:${C.onFill};border-color:transparent}
.mfcat .btn:disabled{opacity:var(--opacity-disabled,.5);cursor:not-allowed}
.mfcat .btn:hover:not(:disabled){opacity:var(--opacity-hover,.7)}
.mfcat .muted{color:${C.muted}}
.mfcat .crumbs ol{display:flex;flex-wrap:wrap;gap:4px;list-style:none;padding:0;margin:0 0 8px;font-size:.9rem}
.mfcat .crumbs li+li::before{content:"/";margin-right:4px;color:${C.muted}}
.mfcat .strip{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(180px,1fr);gap:12px;overflow-x:auto;scroll-snap-type:x mandatory;padding-bottom:8px}
.mfcat .strip>*{scroll-snap-align:start}
.mfcat .grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:12px;list-style:none;padding:0;margin:0}
.mfcat .rows{display:flex;flex-direction:column;gap:8px;list-style:none;padding:0;margin:0}
.mfcat .rows .card{flex-direction:row;align-items:center}
.mfcat .rows .card img{width:96px;height:96px}
.mfcat .card{display:flex;flex-direction:column;gap:6px;padding:10px;border:1px solid ${C.border};border-radius:var(--radius,10px);background:${C.bg};height:100%}
.mfcat .card img{width:100%;height:auto;aspect-ratio:1;object-fit:contain;background:${C.surface};border-radius:8px}
.mfcat .card a{text-decoration:none;color:${C.text}}
.mfcat .card .title{font-size:.95rem;line-height:1.3}
.mfcat .price{font-weight:700;font-size:1.1rem}
.mfcat .old-price{text-decoration:line-through;color:${C.muted};margin-left:6px;font-weight:400}
.mfcat .badge{display:inline-block;padding:2px 8px;border-radius:999px;background:var(--color-secondary-fill, var(--color-secondary, #dc2626));color:var(--color-on-secondary, #ffffff);font-size:.8rem;font-weight:700}
.mfcat .pre-order{filter:grayscale(1)}
.mfcat .hero{display:grid;grid-auto-flow:column;grid-auto-columns:100%;overflow-x:auto;scroll-snap-type:x mandatory;border-radius:var(--radius,10px)}
.mfcat .hero a{scroll-snap-align:start;display:block}
.mfcat .hero img{width:100%;height:auto;aspect-ratio:3/1;object-fit:cover;display:block}
.mfcat .tiles{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:12px;list-style:none;padding:0}
.mfcat .tiles a{display:flex;flex-direction:column;align-items:center;gap:6px;padding:12px;border:1px solid ${C.border};border-radius:var(--radius,10px);text-decoration:none;color:${C.text};text-align:center}
.mfcat .tiles img{width:64px;height:64px;object-fit:contain}
.mfcat .info-block{padding:20px;border-radius:var(--radius,10px);background:${C.surface}}
.mfcat .listing{display:grid;grid-template-columns:260px 1fr;gap:24px;align-items:start}
.mfcat .filters fieldset{border:0;border-top:1px solid ${C.border};padding:12px 0;margin:0}
.mfcat .filters legend{font-weight:700;padding:0}
.mfcat .filters label{display:flex;gap:8px;align-items:center;min-height:32px}
.mfcat .filters .range{display:flex;gap:8px}
.mfcat .filters .range input{width:100%;min-height:40px;padding:6px;border:1px solid ${C.border};border-radius:8px;font:inherit}
.mfcat .toolbar{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between;margin-bottom:12px}
.mfcat .toolbar select{min-height:40px;font:inherit;padding:4px 8px;border-radius:8px;border:1px solid ${C.border};background:${C.bg};color:${C.text}}
.mfcat .filters-toggle{display:none}
.mfcat .pager{display:flex;flex-wrap:wrap;gap:6px;list-style:none;padding:0;margin:16px 0}
.mfcat .pager a,.mfcat .pager span{display:inline-flex;min-width:44px;min-height:44px;align-items:center;justify-content:center;border:1px solid ${C.border};border-radius:8px;text-decoration:none}
.mfcat .pager [aria-current]{background:${C.fill};color:${C.onFill}}
.mfcat .empty{text-align:center;padding:24px}
.mfcat .empty img{max-width:220px}
.mfcat .product{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:24px}
.mfcat .gallery img{width:100%;height:auto;aspect-ratio:1;object-fit:contain;background:${C.surface};border-radius:var(--radius,10px)}
.mfcat .thumbs{display:flex;gap:8px;list-style:none;padding:0;margin:8px 0}
.mfcat .thumbs button{padding:0;border:2px solid transparent;border-radius:8px;background:none;cursor:pointer}
.mfcat .thumbs button[aria-pressed=true]{border-color:${C.fill}}
.mfcat .thumbs img{width:64px;height:64px;object-fit:contain}
.mfcat .buy{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:12px 0}
.mfcat .buy input{width:96px;min-height:44px;padding:6px;border:1px solid ${C.border};border-radius:8px;font:inherit}
.mfcat .swatches{display:flex;gap:6px;list-style:none;padding:0}
.mfcat .swatches span{display:inline-block;width:24px;height:24px;border-radius:50%;border:1px solid ${C.border}}
.mfcat table.props{border-collapse:collapse;width:100%}
.mfcat table.props th,.mfcat table.props td{text-align:left;padding:8px;border-bottom:1px solid ${C.border}}
.mfcat .reviews ul{list-style:none;padding:0}
.mfcat .reviews li{padding:12px 0;border-bottom:1px solid ${C.border}}
.mfcat .review-form{display:grid;gap:6px;max-width:560px;margin-top:16px}
.mfcat .review-form input:not([type=radio]),.mfcat .review-form textarea{min-height:44px;padding:8px;border:1px solid ${C.border};border-radius:8px;font:inherit;background:${C.bg};color:${C.text}}
.mfcat .review-form .stars{display:flex;flex-wrap:wrap;gap:12px;border:0;padding:0;margin:0}
.mfcat .review-form .stars label{display:inline-flex;align-items:center;gap:4px;min-height:44px}
.mfcat .field-error{color:${C.text};font-weight:600;margin:0}
.mfcat .review-form [aria-invalid=true]{border-color:currentColor;border-width:2px}
@media (max-width:1024px){
.mfcat .listing{grid-template-columns:1fr}
.mfcat .filters-toggle{display:inline-flex}
.mfcat .filters[data-open=false]{display:none}
}
@media (max-width:768px){.mfcat .product{grid-template-columns:1fr}}
`;

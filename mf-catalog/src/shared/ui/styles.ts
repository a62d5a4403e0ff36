import { UI_CSS, tokens } from '@vitrina/ui';

// The remote's one stylesheet, rendered by CatalogFrame at the top of each of its roots (server
// and browser alike, so hydration matches). Colours, radius, opacities, focus and hover rings come
// only from @vitrina/ui's tokens (the shell's contrast-checked theme properties, with fallbacks,
// written once for every remote); every rule is scoped under .mfcat so nothing leaks into the
// frame. Rules for one page's parts are scoped by that part's class.
//
// The frame writes @vitrina/ui's rules (UI_CSS) before these: the catalogue draws the kit's Pager and
// StateView. Its own buttons, prices and fields are not the kit's yet (when the primitives were
// first built in, the product page went over its 200 KB first-page budget; it has had ~16 KB of
// room since the shell's router went declarative, docs/performance.md).
const { color: C, radius, opacity, focusRing, hoverRing } = tokens;
const field = `min-height:44px;border:1px solid ${C.border};border-radius:8px;font:inherit;background:${C.bg};color:${C.text}`;

const BASE = `
.mfcat{color:${C.text};max-width:1280px;margin:0 auto;padding:16px;box-sizing:border-box}
.mfcat *{box-sizing:border-box}
.mfcat h1{font-size:1.75rem;margin:8px 0 16px}
.mfcat h2{font-size:1.3rem;margin:28px 0 12px}
.mfcat a{color:${C.link}}
.mfcat a:focus-visible,.mfcat button:focus-visible,.mfcat input:focus-visible,.mfcat select:focus-visible,.mfcat textarea:focus-visible{${focusRing}}
.mfcat .btn{display:inline-flex;align-items:center;gap:6px;min-height:44px;padding:8px 16px;border-radius:${radius};border:1px solid ${C.border};background:${C.bg};color:${C.text};font:inherit;cursor:pointer}
.mfcat .btn-primary{background:${C.fill};color:${C.onFill};border-color:transparent}
.mfcat .btn:disabled{opacity:${opacity.disabled};cursor:not-allowed}
.mfcat .btn:hover:not(:disabled){${hoverRing}}
.mfcat .chip{display:inline-flex;align-items:center;min-height:40px;padding:6px 14px;border:1px solid ${C.border};border-radius:999px;background:${C.bg};color:${C.text};font:inherit;cursor:pointer;text-decoration:none}
.mfcat .chip[aria-pressed=true],.mfcat .chip[aria-current]{background:${C.fill};color:${C.onFill};border-color:transparent}
.mfcat .chips{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0;margin:0 0 12px}
.mfcat .muted{color:${C.muted}}
.mfcat .empty{text-align:center;padding:24px}
.mfcat .empty img{max-width:220px;height:auto}
.mfcat .crumbs ol{display:flex;flex-wrap:wrap;gap:4px;list-style:none;padding:0;margin:0 0 8px;font-size:.9rem}
.mfcat .crumbs li+li::before{content:"/";margin-right:4px;color:${C.muted}}
`;

const PRODUCTS = `
.mfcat .strip{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(180px,1fr);gap:12px;overflow-x:auto;scroll-snap-type:x mandatory;padding-bottom:8px}
.mfcat .strip>*{scroll-snap-align:start}
.mfcat .grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:12px;list-style:none;padding:0;margin:0}
.mfcat .rows{display:flex;flex-direction:column;gap:8px;list-style:none;padding:0;margin:0}
.mfcat .rows .card{flex-direction:row;align-items:center}
.mfcat .rows .card img{width:96px;height:96px}
.mfcat .list-item{display:grid;gap:6px;align-content:start}
.mfcat .card{display:flex;flex-direction:column;gap:6px;padding:10px;border:1px solid ${C.border};border-radius:${radius};background:${C.bg};height:100%}
.mfcat .card img{width:100%;height:auto;aspect-ratio:1;object-fit:contain;background:${C.surface};border-radius:8px}
.mfcat .card a{text-decoration:none;color:${C.text}}
.mfcat .card :is(h2,h3){margin:0;font-size:.95rem;font-weight:400;line-height:1.3}
.mfcat .price{font-weight:700;font-size:1.1rem}
.mfcat .old-price{text-decoration:line-through;color:${C.muted};margin-left:6px;font-weight:400}
.mfcat .badge{display:inline-block;padding:2px 8px;border-radius:999px;background:${C.secondaryFill};color:${C.onSecondary};font-size:.8rem;font-weight:700}
.mfcat .pre-order{filter:grayscale(1)}
.mfcat .hits{list-style:none;padding:0;margin:0;display:grid;gap:8px}
.mfcat .hit{display:grid;grid-template-columns:56px 1fr;gap:10px;align-items:center;min-height:56px;text-decoration:none;color:${C.text}}
.mfcat .hit img{width:56px;height:56px;object-fit:contain;background:${C.surface};border-radius:8px}
.mfcat .hit .title{color:${C.link}}
`;

const PAGES = `
.mfcat .hero{display:grid;grid-auto-flow:column;grid-auto-columns:100%;overflow-x:auto;scroll-snap-type:x mandatory;border-radius:${radius}}
.mfcat .hero a{scroll-snap-align:start;display:block}
.mfcat .hero img{width:100%;height:auto;aspect-ratio:3/1;object-fit:cover;display:block}
.mfcat .tiles{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:12px;list-style:none;padding:0}
.mfcat .tiles a{display:flex;flex-direction:column;align-items:center;gap:6px;padding:12px;border:1px solid ${C.border};border-radius:${radius};text-decoration:none;color:${C.text};text-align:center}
.mfcat .tiles img{width:64px;height:64px;object-fit:contain}
.mfcat .info-block{padding:20px;border-radius:${radius};background:${C.surface}}
.mfcat .listing{display:grid;grid-template-columns:260px 1fr;gap:24px;align-items:start}
.mfcat .filters fieldset{border:0;border-top:1px solid ${C.border};padding:12px 0;margin:0}
.mfcat .filters legend{font-weight:700;padding:0}
.mfcat .filters label{display:flex;gap:8px;align-items:center;min-height:32px}
.mfcat .filters .range{display:flex;gap:8px}
.mfcat .filters .range input{width:100%;min-height:40px;padding:6px;border:1px solid ${C.border};border-radius:8px;font:inherit}
.mfcat .toolbar{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between;margin-bottom:12px}
.mfcat .toolbar select{min-height:40px;font:inherit;padding:4px 8px;border-radius:8px;border:1px solid ${C.border};background:${C.bg};color:${C.text}}
.mfcat .filters-toggle{display:none}
.mfcat .product{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:24px}
.mfcat .gallery img{width:100%;height:auto;aspect-ratio:1;object-fit:contain;background:${C.surface};border-radius:${radius}}
.mfcat .thumbs{display:flex;gap:8px;list-style:none;padding:0;margin:8px 0}
.mfcat .thumbs button{padding:0;border:2px solid transparent;border-radius:8px;background:none;cursor:pointer}
.mfcat .thumbs button[aria-pressed=true]{border-color:${C.fill}}
.mfcat .thumbs img{width:64px;height:64px;object-fit:contain}
.mfcat .buy{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:12px 0}
.mfcat .buy input{width:96px;padding:6px;${field}}
.mfcat .swatches{display:flex;gap:6px;list-style:none;padding:0}
.mfcat .swatches span{display:inline-block;width:24px;height:24px;border-radius:50%;border:1px solid ${C.border}}
.mfcat table.props{border-collapse:collapse;width:100%}
.mfcat table.props th,.mfcat table.props td{text-align:left;padding:8px;border-bottom:1px solid ${C.border}}
.mfcat .reviews ul{list-style:none;padding:0}
.mfcat .reviews li{padding:12px 0;border-bottom:1px solid ${C.border}}
.mfcat .review-form{display:grid;gap:6px;max-width:560px;margin-top:16px}
.mfcat .review-form input:not([type=radio]),.mfcat .review-form textarea{padding:8px;${field}}
.mfcat .review-form .stars{display:flex;flex-wrap:wrap;gap:12px;border:0;padding:0;margin:0}
.mfcat .review-form .stars label{display:inline-flex;align-items:center;gap:4px;min-height:44px}
.mfcat .field-error{color:${C.text};font-weight:600;margin:0}
.mfcat .review-form [aria-invalid=true]{border-color:currentColor;border-width:2px}
`;

const EXTRAS = `
.mfcat .window h2{font-size:1rem;margin:0 0 8px}
.mfcat .skeleton{height:56px;border-radius:8px;background:${C.surface};animation:mfcat-pulse 1.2s ease-in-out infinite}
@keyframes mfcat-pulse{50%{opacity:.5}}
@media (prefers-reduced-motion:reduce){.mfcat .skeleton{animation:none}}
.mfcat .search-page-form{display:flex;gap:8px;margin:0 0 16px}
.mfcat .search-page-form input{flex:1;min-width:0;padding:0 12px;${field};border-width:2px;border-radius:${radius}}
.mfcat .search-page-form select{padding:0 8px;${field};border-width:2px;border-radius:${radius}}
.mfcat .letters{display:flex;flex-wrap:wrap;gap:6px;list-style:none;padding:0;margin:0 0 16px}
.mfcat .letters a{display:inline-flex;min-width:40px;min-height:40px;align-items:center;justify-content:center;border:1px solid ${C.border};border-radius:8px;text-decoration:none}
.mfcat .brand-group ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:8px;list-style:none;padding:0}
.mfcat .brand-group a{display:flex;align-items:center;gap:8px;min-height:44px}
.mfcat .brand-group img{width:40px;height:40px;object-fit:contain}
.mfcat .table-wrap{overflow-x:auto;max-width:100%}
.mfcat .table-wrap table{border-collapse:collapse;min-width:100%}
.mfcat .table-wrap th,.mfcat .table-wrap td{border:1px solid ${C.border};padding:8px;text-align:left;vertical-align:top;min-width:160px}
.mfcat .table-wrap thead img{width:96px;height:96px;object-fit:contain}
.mfcat .menu-plan fieldset{border:0;padding:0;margin:0 0 12px}
.mfcat .menu-plan legend{font-weight:600;margin-bottom:6px}
.mfcat .menu-day{border:1px solid ${C.border};border-radius:${radius};padding:12px;margin-top:12px}
.mfcat .menu-total{font-size:1.25rem;font-weight:600}
`;

const NARROW = `
@media (max-width:1024px){
.mfcat .listing{grid-template-columns:1fr}
.mfcat .filters-toggle{display:inline-flex}
.mfcat .listing>.filters{display:none}
}
@media (max-width:768px){.mfcat .product{grid-template-columns:1fr}}
`;

export const CATALOG_CSS = BASE + PRODUCTS + PAGES + EXTRAS + NARROW;

/** What the frame writes: the kit's rules, then the catalogue's own. */
export const FRAME_CSS = UI_CSS + CATALOG_CSS;

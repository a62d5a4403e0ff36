import { UI_CSS, tokens } from '@vitrina/ui';

// The remote's one stylesheet, written by AdvertsFrame at the top of its pages (its windows, in the
// shell's modal host, carry the frame's class and are styled by the same rules), on the server and in
// the browser alike. Colours, radius
// and rings come only from @vitrina/ui's tokens; every rule is scoped under .mfad. The phone controls
// (the filter, sorting and layout windows' buttons) show at the shell's mobile break, the sidebar
// and the inline controls above it. A link drawn as a button keeps the button's colours; the small
// labels are .tag, not .badge (the shell's header draws a count bubble on every .badge).
const { color: C, radius, space, focusRing } = tokens;

const BASE = `
.mfad{color:${C.text};max-width:1280px;margin:0 auto;padding:${space.md};box-sizing:border-box}
.mfad *{box-sizing:border-box}
.vui-window.mfad{padding:0;max-width:none}
.mfad h1{font-size:1.75rem;margin:8px 0 16px}
.mfad h2{font-size:1.3rem;margin:24px 0 12px}
.mfad a:not(.vui-button){color:${C.link}}
.mfad a:focus-visible,.mfad button:focus-visible,.mfad input:focus-visible,.mfad select:focus-visible,.mfad textarea:focus-visible{${focusRing}}
.mfad .muted{color:${C.muted}}
.mfad .row{display:flex;flex-wrap:wrap;gap:${space.sm};align-items:center}
.mfad .link-button{background:none;border:0;padding:10px 0;min-height:44px;color:${C.link};font:inherit;text-decoration:underline;cursor:pointer}
.mfad .alert{margin:0;padding:${space.sm} ${space.md};border-radius:6px;border:1px solid ${C.danger}}
.mfad .tabs{display:flex;flex-wrap:wrap;gap:${space.sm};list-style:none;padding:0;margin:0 0 ${space.md}}
.mfad .tabs a{display:inline-flex;align-items:center;min-height:44px;padding:6px 14px;border:1px solid ${C.border};border-radius:999px;text-decoration:none;color:${C.text}}
.mfad .tabs a[aria-current]{background:${C.fill};color:${C.onFill};border-color:transparent}
`;

const LIST = `
.mfad .listing{display:grid;grid-template-columns:280px minmax(0,1fr);gap:${space.lg};align-items:start}
.mfad .filters{display:grid;gap:${space.md}}
.mfad .filters fieldset{border:0;padding:0;margin:0;display:grid;gap:${space.xs}}
.mfad .pair{display:grid;grid-template-columns:1fr 1fr;gap:${space.sm}}
.mfad .toolbar{display:flex;flex-wrap:wrap;gap:${space.sm};align-items:center;justify-content:space-between;margin-bottom:${space.md}}
.mfad .phone-only{display:none}
.mfad .cards{list-style:none;padding:0;margin:0;display:grid;gap:${space.md}}
.mfad .cards[data-layout=grid]{grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}
.mfad .card{position:relative;display:grid;gap:6px;padding:10px;border:1px solid ${C.border};border-radius:${radius};background:${C.bg};height:100%}
.mfad .cards[data-layout=list] .card{grid-template-columns:200px 1fr;align-items:start}
.mfad .card img{width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;background:${C.surface};border-radius:8px}
.mfad .card h2,.mfad .card h3{margin:0;font-size:1rem;line-height:1.3}
.mfad .card a{color:${C.text}}
.mfad .price{margin:0;font-weight:700;font-size:1.1rem}
.mfad .tag{display:inline-block;padding:2px 8px;border-radius:999px;background:${C.surface};font-size:.8rem;font-weight:700}
.mfad .fav{position:absolute;top:14px;right:14px;min-width:44px;min-height:44px;border-radius:999px;border:1px solid ${C.border};background:${C.bg};color:${C.text};font-size:1.2rem;cursor:pointer}
.mfad .fav[aria-pressed=true]{color:${C.danger}}
@media (max-width:1024px){.mfad .listing{grid-template-columns:1fr}.mfad .wide-only{display:none}.mfad .phone-only{display:inline-flex}.mfad .cards[data-layout=list] .card{grid-template-columns:120px 1fr}}
`;

const ADVERT = `
.mfad .crumbs ol{display:flex;flex-wrap:wrap;gap:4px;list-style:none;padding:0;margin:0 0 ${space.sm}}
.mfad .crumbs li+li::before{content:"/";margin-right:4px;color:${C.muted}}
.mfad .advert{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:${space.lg};align-items:start}
.mfad .gallery img{width:100%;height:auto;border-radius:${radius};background:${C.surface}}
.mfad .thumbs{display:flex;flex-wrap:wrap;gap:6px;list-style:none;padding:0;margin:8px 0 0}
.mfad .thumbs button{padding:0;border:2px solid transparent;border-radius:8px;background:none;cursor:pointer;min-width:44px;min-height:44px}
.mfad .thumbs button[aria-pressed=true]{border-color:${C.fill}}
.mfad .facts{display:grid;grid-template-columns:max-content 1fr;gap:6px ${space.md};margin:0}
.mfad .facts>div{display:contents}
.mfad .row .fav{position:static}
.mfad .facts dt{color:${C.muted}}
.mfad .facts dd{margin:0}
.mfad .panel{display:grid;gap:${space.sm};padding:${space.md};border:1px solid ${C.border};border-radius:${radius}}
.mfad .position{display:block;width:100%;max-width:320px;height:auto;border:1px solid ${C.border};border-radius:8px;background:${C.surface}}
.mfad .contacts{list-style:none;padding:0;margin:0;display:grid;gap:6px}
.mfad .description{white-space:pre-line}
@media (max-width:1024px){.mfad .advert{grid-template-columns:1fr}}
`;

const FORM = `
.mfad .steps{display:flex;flex-wrap:wrap;gap:${space.sm};list-style:none;padding:0;margin:0 0 ${space.md}}
.mfad .steps li{padding:6px 12px;border-radius:999px;border:1px solid ${C.border}}
.mfad .steps li[aria-current=step]{background:${C.fill};color:${C.onFill};border-color:transparent}
.mfad .form{display:grid;gap:${space.md};max-width:720px}
.mfad .form fieldset{border:1px solid ${C.border};border-radius:${radius};padding:${space.md};display:grid;gap:${space.md};margin:0}
.mfad .check{display:flex;align-items:center;gap:${space.sm};min-height:44px}
.mfad .check input{width:20px;height:20px}
.mfad .pictures{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:${space.sm}}
.mfad .pictures li{display:grid;gap:4px;padding:6px;border:1px solid ${C.border};border-radius:8px}
.mfad .pictures li[data-preview=true]{border-color:${C.fill};border-width:2px}
.mfad .pictures img{width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:6px}
.mfad .mine{list-style:none;padding:0;margin:0;display:grid;gap:${space.sm}}
.mfad .mine li{display:grid;grid-template-columns:96px 1fr auto;gap:${space.md};align-items:center;padding:${space.sm};border:1px solid ${C.border};border-radius:${radius}}
.mfad .mine img{width:96px;height:72px;object-fit:cover;border-radius:6px}
`;

/** The primitives' rules first, so the remote's own can refine them. */
export const ADVERTS_CSS = (UI_CSS + BASE + LIST + ADVERT + FORM).replace(/\n/g, '');

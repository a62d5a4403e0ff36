/**
 * The header: top bar, main row, search, actions with badges, language panel. The language panel
 * opens in the flow of the top bar (a disclosure: the header grows by one row), not over the
 * page: over it, it hid parts of the buttons under it (WCAG 2.2 target size). The bar aligns its
 * items by baseline, so the open panel moves nothing but what is below the bar.
 */
export const HEADER_CSS = `
.site-header{position:relative;z-index:var(--z-header);background:var(--color-bg);border-bottom:1px solid var(--color-border)}
[data-header-style=fixed] .site-header{position:sticky;top:0}
.top-bar{display:flex;align-items:baseline;gap:24px;min-height:36px;padding:2px 24px;background:var(--color-surface);font-size:13px}
.top-links{display:flex;flex:1;flex-wrap:wrap;gap:24px}
.link-row{display:flex;flex-wrap:wrap;gap:18px;margin:0;padding:0;list-style:none}
.menu-link{color:var(--link-light,var(--color-text));font-size:var(--link-size,13px);text-decoration:none}
.menu-link:hover{color:var(--link-hover-light,var(--link-light,var(--color-text)));text-decoration:underline}
.branded-link{color:var(--color-link);font-weight:700;text-decoration:none}
.branded-link:hover{text-decoration:underline}
.phone-link{display:inline-flex;align-items:center;gap:6px;color:var(--color-text);font-weight:700;text-decoration:none}
.language{display:grid;justify-items:end}
.language-toggle{display:inline-flex;align-items:center;gap:6px;min-height:32px;padding:2px 12px;border:1px solid var(--color-control-border);border-radius:999px;background:var(--color-bg);color:var(--color-text);font:inherit;font-weight:700;cursor:pointer}
.language-panel{margin-top:6px;padding:6px;border:1px solid var(--color-border);border-radius:var(--radius);background:var(--color-bg)}
.language-panel ul,.mobile-languages{margin:0;padding:0;list-style:none}
.language-panel ul{display:flex;gap:4px}
.language-link{display:block;padding:8px 12px;border-radius:8px;color:var(--color-text);font-size:15px;text-decoration:none}
.language-link:hover{background:var(--color-surface)}
.language-link[aria-current=true]{background:var(--color-primary-fill);color:var(--color-on-primary);font-weight:700}
.header-main{display:flex;align-items:center;gap:16px;min-height:var(--header-min-height);padding:8px 24px}
.brand{display:inline-flex;align-items:center;color:var(--color-text);font-size:22px;font-weight:800;text-decoration:none}
.brand:hover{opacity:var(--opacity-hover)}
.brand img{display:block;width:auto;height:44px}
.header-tools{display:flex;flex:1;align-items:center;gap:12px}
.catalog-button{display:inline-flex;align-items:center;gap:8px;min-height:44px;padding:8px 18px;border:0;border-radius:var(--radius);background:var(--color-primary-fill);color:var(--color-on-primary);font:inherit;font-weight:700;cursor:pointer}
.header-search{flex:1;max-width:560px}
.search-toggle{display:flex;align-items:center;gap:10px;width:100%;min-height:44px;padding:8px 14px;border:1px solid var(--color-control-border);border-radius:var(--radius);background:var(--color-surface);color:var(--color-text-muted);font:inherit;text-align:left;cursor:text}
.search-form{display:flex;align-items:center;gap:2px;width:100%;padding:0 2px 0 12px;border:2px solid var(--color-control-border);border-radius:var(--radius);background:var(--color-bg)}
.search-form:focus-within{border-color:var(--color-focus)}
.search-input{flex:1;min-width:0;min-height:40px;border:0;background:transparent;color:var(--color-text);font:inherit}
.search-input:focus-visible{outline:none}
.search-window-slot{position:absolute;left:0;right:0;top:100%;z-index:50;max-height:75vh;overflow:auto;background:var(--color-bg);border-bottom:1px solid var(--color-control-border);box-shadow:0 8px 24px rgb(0 0 0 / 0.15)}
.search-input::placeholder{color:var(--color-text-muted);opacity:1}
.header-actions{display:flex;align-items:center;gap:4px;margin-left:auto}
.action{position:relative;display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;border-radius:var(--radius);color:var(--color-text)}
.badge::after{content:attr(data-count);content:attr(data-count) / "";position:absolute;top:0;right:0;min-width:18px;height:18px;padding:0 5px;border-radius:9px;background:var(--color-secondary-fill);color:var(--color-on-secondary);font-size:11px;font-weight:800;line-height:18px;text-align:center}
.mobile-search{padding:8px 12px 12px;border-top:1px solid var(--color-border)}
@media (max-width:1024px){.header-main{min-height:var(--header-min-height-mobile);gap:6px;padding:8px 12px}.action-account{display:none}[data-mobile-search-toggle]{margin-left:auto}.header-actions{margin-left:0}}
@media (max-width:768px){.brand img{height:40px}}
`;

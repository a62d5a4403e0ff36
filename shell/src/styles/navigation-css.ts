/**
 * The category row with its dropdowns, the catalog window, the bottom bar and the mobile menu.
 * The row keeps one line at every desktop width (it scrolls sideways when the shop has more
 * categories than fit; the catalog window lists them all): a second line made the header 46 px
 * taller at 1025 px. A dropdown has no offsets, so it sits at its static place under its button
 * with the header as its containing block, which the row's scrolling does not clip.
 */
export const NAVIGATION_CSS = `
.category-nav{background:var(--color-primary-fill);color:var(--color-on-primary)}
.category-row{display:flex;gap:2px;margin:0;padding:0 16px;list-style:none;overflow-x:auto;scrollbar-width:none}
.category-item{flex:none}
.category-link{display:inline-flex;align-items:center;gap:4px;min-height:44px;padding:10px 14px;border:0;background:transparent;color:var(--color-on-primary);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.category-link:hover,.category-link[aria-expanded=true]{text-decoration:underline;text-underline-offset:4px}
.category-link:focus-visible{outline-color:var(--color-on-primary);outline-offset:-4px}
.category-toggle[aria-expanded=true] .icon{transform:rotate(180deg)}
.category-dropdown{position:absolute;z-index:2;min-width:250px;padding:8px;border:1px solid var(--color-border);border-radius:0 0 var(--radius) var(--radius);background:var(--color-bg);color:var(--color-text);box-shadow:0 16px 32px rgb(0 0 0/.18)}
.category-dropdown ul{margin:0;padding:0;list-style:none}
.category-dropdown a{display:block;padding:8px 12px;border-radius:8px;color:var(--color-text);text-decoration:none}
.category-dropdown a:hover{background:var(--color-surface)}
.dropdown-all{font-weight:700}
[data-main-navigation=view_2] .category-nav{background:var(--color-bg);border-top:1px solid var(--color-border)}
[data-main-navigation=view_2] .category-link{color:var(--color-text)}
[data-main-navigation=view_2] .category-link:focus-visible{outline-color:var(--color-focus)}
.catalog-window{position:absolute;left:0;right:0;top:100%;z-index:2;max-height:70vh;overflow:auto;padding:24px;border-bottom:1px solid var(--color-border);background:var(--color-bg);box-shadow:0 16px 32px rgb(0 0 0/.18)}
.catalog-columns{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:24px;margin:0;padding:0;list-style:none}
.catalog-columns ul,.mobile-catalog ul{margin:6px 0 0;padding:0;list-style:none}
.catalog-columns ul a,.mobile-catalog ul a{display:block;padding:4px 0;color:var(--color-text)}
.catalog-heading{color:var(--color-text);font-weight:700;text-decoration:none}
@media (max-width:1024px){.category-nav{display:none}}
.bottom-bar{position:fixed;left:0;right:0;bottom:0;z-index:var(--z-header);display:flex;justify-content:space-around;padding:4px 4px calc(4px + env(safe-area-inset-bottom));border-top:1px solid var(--color-border);background:var(--color-bg)}
.bar-item{position:relative;display:flex;flex-direction:column;align-items:center;gap:2px;min-width:56px;min-height:48px;padding:4px;border:0;border-radius:var(--radius);background:transparent;color:var(--color-text);font:inherit;font-size:12px;text-decoration:none;cursor:pointer}
.bar-item .badge::after{right:6px}
[data-mobile-bar=mobileBar_2] .bottom-bar{border-top:0;background:var(--color-primary-fill)}
[data-mobile-bar=mobileBar_2] .bar-item{color:var(--color-on-primary)}
[data-mobile-bar=mobileBar_2] .bar-item:focus-visible{outline-color:var(--color-on-primary);outline-offset:-3px}
.mobile-menu-layer{position:fixed;inset:0;z-index:var(--z-mobile-menu)}
.backdrop{position:absolute;inset:0;background:rgb(0 0 0/.5)}
.mobile-menu{position:absolute;top:0;bottom:0;left:0;display:flex;flex-direction:column;width:min(420px,100%);overflow:auto;background:var(--color-bg);color:var(--color-text)}
.mobile-menu:focus{outline:none}
.mobile-menu-head{display:flex;align-items:center;gap:8px;padding:8px 12px;border-bottom:1px solid var(--color-border)}
.mobile-tabs{display:flex;flex:1;gap:4px}
.mobile-tab{flex:1;min-height:44px;border:0;border-radius:var(--radius);background:var(--color-surface);color:var(--color-text);font:inherit;font-weight:700;cursor:pointer}
.mobile-tab[aria-selected=true]{background:var(--color-primary-fill);color:var(--color-on-primary)}
.mobile-panel{padding:16px}
.mobile-links{display:grid;gap:2px;margin:0 0 16px;padding:0;list-style:none}
.mobile-links a{display:block;padding:10px 0}
.mobile-account{display:flex;align-items:center;gap:8px;min-height:44px;margin:0 0 16px;padding:10px 0;border:0;background:none;color:inherit;font:inherit;text-decoration:none;cursor:pointer}
.mobile-catalog{display:grid;gap:16px;margin:0;padding:0;list-style:none}
.mobile-subheading{margin:20px 0 8px;color:var(--color-text-muted);font-size:14px}
.mobile-languages{display:flex;flex-wrap:wrap;gap:8px}
.mobile-languages .language-link{border:1px solid var(--color-control-border)}
`;

/**
 * Page basics, shared controls and accessibility helpers. Colours are the theme's tokens. A hovered
 * control gets a ring in its text colour, not a fade: fading a fill and its text together takes
 * them under 4.5:1 (spec's 0.7 opacity; the logo alone still fades).
 */
export const BASE_CSS = `
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 var(--font-family,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif);color:var(--color-text,#111827);background:var(--color-bg,#fff)}
a{color:var(--color-link,#1d4ed8)}
a:hover{text-decoration-thickness:2px}
:focus-visible{outline:3px solid var(--color-focus,#1d4ed8);outline-offset:2px}
:disabled,[aria-disabled=true]{opacity:var(--opacity-disabled,.5);cursor:not-allowed}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.skip-link{position:absolute;left:8px;top:-120px;z-index:100;padding:12px 18px;border-radius:var(--radius);background:var(--color-primary-fill);color:var(--color-on-primary);font-weight:700}
.skip-link:focus{top:8px;outline-color:var(--color-text)}
.layout{min-height:100vh;display:flex;flex-direction:column}
.frame{display:contents}
main{flex:1;width:100%;max-width:1280px;margin:0 auto;padding:24px}
main:focus{outline:none}
.button{display:inline-flex;align-items:center;gap:8px;min-height:44px;padding:10px 22px;border:0;border-radius:var(--radius);background:var(--color-primary-fill);color:var(--color-on-primary);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.icon-button{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;padding:0;border:0;border-radius:var(--radius);background:transparent;color:inherit;cursor:pointer}
.button:hover,.icon-button:hover,.action:hover,.catalog-button:hover{box-shadow:inset 0 0 0 2px}
.icon{display:block;flex:none}
@media (max-width:1024px){.desktop-only{display:none!important}}
@media (min-width:1025px){.mobile-only{display:none!important}}
@media (max-width:640px){main{padding:16px 12px}}
.remote-loading{color:var(--color-text-muted)}
.remote-fallback{padding:16px;border:1px solid var(--color-danger);border-radius:var(--radius);background:var(--color-surface)}
.error-page{display:grid;justify-items:center;gap:12px;padding:64px 16px;text-align:center}
.error-code{margin:0;font-size:clamp(64px,12vw,120px);font-weight:800;line-height:1;color:var(--color-link)}
.error-page h1{margin:0 0 12px;font-size:28px}
.storage-unavailable{max-width:640px;margin:15vh auto;text-align:center}
.noscript-text{margin:0;padding:12px 16px;background:var(--color-surface);color:var(--color-text);font-weight:600;text-align:center}
@media print{.skip-link,.site-header,.site-footer,.bottom-bar{display:none!important}main{padding:0}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{transition:none!important;animation:none!important;scroll-behavior:auto!important}}
`;

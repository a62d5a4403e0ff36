/**
 * The frame's base styles, inlined in every page's head so the first paint needs no request.
 * Brand colours and view variants come with the themes (design tokens as CSS custom properties).
 */
export const SHELL_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2430;background:#fff}
a{color:#0b5cad}
.layout{min-height:100vh;display:flex;flex-direction:column}
.site-header{display:flex;flex-wrap:wrap;gap:16px;align-items:center;justify-content:space-between;min-height:88px;padding:12px 24px;border-bottom:1px solid #e3e7ee}
.site-header nav{display:flex;gap:14px;flex-wrap:wrap}
.brand{font-weight:700;font-size:20px;text-decoration:none;color:inherit}
.langs a[aria-current]{font-weight:700;text-decoration:none}
main{flex:1;padding:24px;max-width:1200px;width:100%;margin:0 auto}
.site-footer{padding:16px 24px;border-top:1px solid #e3e7ee;color:#5b6575;font-size:14px}
.remote-fallback{padding:16px;border:1px solid #f0b4b4;background:#fff5f5;border-radius:8px}
.notices{position:fixed;right:16px;bottom:16px;display:grid;gap:8px;z-index:70}
.notice{margin:0;padding:10px 14px;border-radius:8px;background:#1d2430;color:#fff}
@media (max-width:1024px){.site-header{min-height:80px}}
`;

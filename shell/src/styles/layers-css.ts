import { MODAL_KIND_ATTRIBUTE } from '@vitrina/ui';

/** The modal host laid out as a drawer: its content (a @vitrina/ui Drawer) says so on its root. */
const DRAWER = `.modal-layer:has([${MODAL_KIND_ATTRIBUTE}=drawer])`;

/** What floats over the page: progress bar, modal host, notifications; and the footer. */
export const LAYERS_CSS = `
.route-progress{position:fixed;top:0;left:0;right:0;z-index:var(--z-progress);height:3px;pointer-events:none}
.route-progress-bar{width:0;height:100%;background:var(--color-accent);opacity:0}
.route-progress[data-phase=running] .route-progress-bar{width:90%;opacity:1;transition:width 5s cubic-bezier(.1,.7,.3,1)}
.route-progress[data-phase=done] .route-progress-bar{width:100%;opacity:1;transition:width .2s}
.route-progress[data-phase=failed] .route-progress-bar{width:100%;opacity:1;background:var(--color-danger);transition:width .2s}
.modal-layer{position:fixed;inset:0;z-index:var(--z-modal);display:grid;place-items:center;padding:16px}
.modal{position:relative;width:min(560px,100%);max-height:calc(100vh - 32px);overflow:auto;padding:32px 24px 24px;border-radius:16px;background:var(--color-bg);color:var(--color-text);box-shadow:0 24px 48px rgb(0 0 0/.3)}
.modal:focus{outline:none}
.modal-close{position:absolute;top:8px;right:8px}
${DRAWER}{place-items:stretch end;padding:0}
${DRAWER} .modal{width:min(420px,100%);height:100%;max-height:none;border-radius:0}
.notices{position:fixed;right:16px;bottom:16px;z-index:var(--z-notices);display:grid;gap:8px;width:min(420px,calc(100% - 32px))}
.notice-list{display:grid;gap:8px}
.notice{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:6px 6px 6px 14px;border-radius:var(--radius);background:var(--color-text);color:var(--color-bg);box-shadow:0 8px 24px rgb(0 0 0/.2)}
.notice-success{border-left:6px solid var(--color-accent)}
.notice-error{border-left:6px solid var(--color-danger)}
.notice .icon-button:focus-visible{outline-color:var(--color-bg)}
@media (max-width:1024px){.notices{bottom:88px}}
.site-footer{margin-top:48px;padding:32px 24px 24px;background:var(--color-surface);color:var(--color-text)}
.footer-columns{display:grid;grid-template-columns:repeat(auto-fit,minmax(200px,1fr));gap:24px;max-width:1280px;margin:0 auto}
.footer-column h2{margin:0 0 12px;font-size:16px}
.footer-column ul{display:grid;gap:6px;margin:0;padding:0;list-style:none}
.footer-column a{color:var(--color-text)}
.footer-bottom{max-width:1280px;margin:24px auto 0;padding-top:16px;border-top:1px solid var(--color-border);color:var(--color-text-muted);font-size:14px}
@media (max-width:1024px){[data-mobile-bar=mobileBar_1] .site-footer,[data-mobile-bar=mobileBar_2] .site-footer{padding-bottom:96px}}
`;

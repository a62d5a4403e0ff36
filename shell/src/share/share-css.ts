/** The share window: the link and its copy button on one row where there is room, the channels as chips. */
export const SHARE_CSS = `
.share-subject{font-weight:600}
.share-copy{display:grid;gap:8px;text-align:left}
.share-copy label{font-weight:600}
.share-field{width:100%;min-height:44px;padding:10px 12px;border:1px solid var(--color-control-border);border-radius:var(--radius);background:var(--color-bg);color:var(--color-text);font:inherit}
.share-copy .button{justify-content:center}
@media (min-width:640px){.share-copy{grid-template-columns:1fr auto}.share-copy label{grid-column:1/-1}}
.share-links{display:flex;flex-wrap:wrap;justify-content:center;gap:8px;margin:0;padding:0;list-style:none}
.share-link{display:inline-flex;align-items:center;min-height:44px;padding:8px 16px;border:1px solid var(--color-control-border);border-radius:999px;color:var(--color-text);text-decoration:none}
.share-link:hover{box-shadow:inset 0 0 0 1px}
`;

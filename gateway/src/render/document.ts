import { bootScript, SHELL_CSS } from '@vitrina/shell/server';
import type { BootPayload } from '@vitrina/shell/server';

export interface ShellAssets {
  /** Script URLs of the shell's browser entry, content-hashed. */
  scripts: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Everything before the streamed markup. */
export function documentHead(input: { lang: string; title: string; shellHead: string }): string {
  return (
    `<!doctype html><html lang="${escapeHtml(input.lang)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<link rel="icon" href="data:,"><title>${escapeHtml(input.title)}</title><style>${SHELL_CSS}</style>${input.shellHead}</head><body><div id="root">`
  );
}

/** Everything after it: the state the browser starts from, then the shell's scripts. */
export function documentTail(boot: BootPayload, assets: ShellAssets): string {
  const scripts = assets.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`).join('');
  return `</div><script>${bootScript(boot)}</script>${scripts}</body></html>`;
}

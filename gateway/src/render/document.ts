import { bootScript } from '@vitrina/shell/server';
import type { BootPayload } from '@vitrina/shell/server';

export interface ShellAssets {
  /** Script URLs of the shell's browser entry, content-hashed. */
  scripts: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Everything before the streamed markup. The document owns only what must come first (charset,
 * viewport); every other tag of <head> is the shell's (title, meta, links, styles, structured
 * data, analytics), built from the page's prepared state.
 */
export function documentHead(input: { lang: string; head: string; bodyStart?: string }): string {
  return (
    `<!doctype html><html lang="${escapeHtml(input.lang)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `${input.head}</head><body>${input.bodyStart ?? ''}<div id="root">`
  );
}

/**
 * Everything after it: the state the browser starts from (the page's, and the frame's as kept with
 * it), the shell's scripts, then the shell's
 * body tags. The boot script runs only with the page's CSP nonce; the shell's own files are
 * same-origin and need none, but carry it so that every <script> of the page does.
 */
export function documentTail(
  boot: BootPayload,
  assets: ShellAssets,
  bodyEnd = '',
  nonce?: string,
  frameStateJson?: string,
): string {
  const attribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  const scripts = assets.scripts.map((src) => `<script defer src="${escapeHtml(src)}"${attribute}></script>`).join('');
  return `</div><script${attribute}>${bootScript(boot, frameStateJson)}</script>${scripts}${bodyEnd}</body></html>`;
}

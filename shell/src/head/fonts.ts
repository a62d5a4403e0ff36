import type { GlobalSettings } from '../settings/types.ts';
import { isLocalUrl, mediaUrl } from '../shared/media-url.ts';
import { nonceAttribute, tag } from './escape.ts';

const FONT_FORMATS: Record<string, string> = { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype' };
export const SHOP_FONT_FAMILY = 'ShopFont';

/**
 * The shop's font, only from its own origin. An external font host (a font CDN) is never
 * contacted: it would tell a third party about every visit and block the first paint on another
 * host, and the contract has no field by which a shop could accept that. A shop self-hosts the
 * file (font_file) or a stylesheet (font_link) instead.
 */
export function fontTags(settings: GlobalSettings, nonce?: string): string {
  const { font_link: link, font_file: file } = settings.additional_settings;
  let html = '';
  if (link && isLocalUrl(link)) html += tag('link', { rel: 'stylesheet', href: mediaUrl(link) });
  const format = file ? FONT_FORMATS[file.split('?')[0]!.split('.').pop()?.toLowerCase() ?? ''] : undefined;
  if (file && format && isLocalUrl(file)) {
    const href = mediaUrl(file);
    html += tag('link', { rel: 'preload', as: 'font', type: `font/${file.split('.').pop()}`, href, crossorigin: '' });
    // The URL went through isLocalUrl and is quoted with its quotes and backslashes escaped.
    const cssUrl = href.replace(/["\\\n<>]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `);
    html += `<style${nonceAttribute(nonce)}>@font-face{font-family:${SHOP_FONT_FAMILY};src:url("${cssUrl}") format("${format}");font-display:swap}:root{--font-family:${SHOP_FONT_FAMILY},system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}</style>`;
  }
  return html;
}

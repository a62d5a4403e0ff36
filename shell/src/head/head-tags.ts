// Every tag the shell writes in <head>; absolute URLs there are built on the shop's public origin only.
import type { Locale, PageHead } from '@vitrina/events';
import { splitLocale } from '../routes/remote-routes.ts';
import { mediaUrl } from '../shared/media-url.ts';
import type { GlobalSettings } from '../settings/types.ts';
import { SHELL_CSS } from '../styles/shell-css.ts';
import { themeCss } from '../theme/theme-css.ts';
import { analyticsHead } from './analytics.ts';
import { escapeHtml, escapeRawText, nonceAttribute, tag } from './escape.ts';
import { fontTags } from './fonts.ts';
import { jsonLdScripts, onOrigin, organizationLd, websiteLd } from './json-ld.ts';
import { pageMeta } from './page-meta.ts';

export interface HeadInput {
  settings: GlobalSettings;
  head: PageHead;
  shop: string;
  langs: readonly Locale[];
  mainLang: Locale;
  locale: Locale;
  /**
   * The shop's public origin (its site record): the only base of the head's absolute URLs, so a
   * Host or X-Forwarded-* header a request made up never reaches a page others are served.
   */
  origin: string;
  /** URL of the page; only its path is used. */
  url: string;
  /** Set on error pages: their title, and they are not indexed. */
  errorTitle?: string;
  /** The page's CSP nonce, on every <style> and <script> written here. */
  nonce?: string;
}

/**
 * The same page in each of the shop's languages, and x-default for the main language. A remote
 * names the path per language when its slugs are translated (`head.alternates`). A language's
 * home is `/ro`, never `/ro/`, which the gateway redirects.
 */
export function alternateLinks(
  input: Pick<HeadInput, 'langs' | 'mainLang' | 'origin' | 'url'> & { head?: PageHead },
): { hreflang: string; href: string }[] {
  const current = splitLocale(new URL(input.url).pathname)?.path ?? '/';
  const at = (lang: Locale) => {
    const inner = input.head?.alternates?.[lang] ?? current;
    return `${input.origin}/${lang}${inner === '/' ? '' : inner}`;
  };
  return [
    ...input.langs.map((lang) => ({ hreflang: lang, href: at(lang) })),
    { hreflang: 'x-default', href: at(input.mainLang) },
  ];
}

function metaTags(input: HeadInput): string {
  const meta = pageMeta({ head: input.head, shop: input.shop, errorTitle: input.errorTitle });
  // Without the query: filters and campaign tags are not other pages.
  const canonical = `${input.origin}${new URL(input.url).pathname}`;
  const named = (name: string, content: string) => (content ? tag('meta', { name, content }) : '');
  return (
    `<title>${escapeHtml(meta.title)}</title>` +
    named('description', meta.description) +
    named('keywords', meta.keywords) +
    named('robots', meta.robots) +
    tag('link', { rel: 'canonical', href: canonical }) +
    alternateLinks(input)
      .map((link) => tag('link', { rel: 'alternate', hreflang: link.hreflang, href: link.href }))
      .join('') +
    tag('meta', { property: 'og:type', content: 'website' }) +
    tag('meta', { property: 'og:site_name', content: input.shop }) +
    tag('meta', { property: 'og:title', content: meta.title }) +
    (meta.description ? tag('meta', { property: 'og:description', content: meta.description }) : '') +
    tag('meta', { property: 'og:url', content: canonical }) +
    tag('meta', { property: 'og:locale', content: input.locale })
  );
}

function iconTags(settings: GlobalSettings): string {
  const favicon = settings.icons.favicon;
  // `data:,` stops the browser asking for /favicon.ico when the shop has no icon.
  const href = favicon ? mediaUrl(favicon) : 'data:,';
  const type = favicon.endsWith('.svg') ? 'image/svg+xml' : undefined;
  return tag('link', { rel: 'icon', href, type });
}

function styleTags(settings: GlobalSettings, nonce: string | undefined): string {
  const custom = settings.styles.css.trim();
  const attribute = nonceAttribute(nonce);
  return (
    `<style${attribute}>${SHELL_CSS}</style>` +
    `<style id="shell-theme"${attribute}>${themeCss(settings)}</style>` +
    (custom ? `<style${attribute}>${escapeRawText(custom, 'style')}</style>` : '')
  );
}

/**
 * Every tag the shell puts in <head>, in order: title and meta, links between the languages,
 * icon, fonts, styles (frame, theme, the shop's own CSS), structured data, then analytics.
 */
export function headTags(input: HeadInput): string {
  const identity = { origin: input.origin, locale: input.locale, shop: input.shop };
  const pageLd = (input.head.jsonLd ?? []).map((object) => onOrigin(object, input.origin));
  return (
    metaTags(input) +
    iconTags(input.settings) +
    fontTags(input.settings, input.nonce) +
    styleTags(input.settings, input.nonce) +
    jsonLdScripts([organizationLd(input.settings, identity), websiteLd(identity), ...pageLd], input.nonce) +
    analyticsHead(input.settings, input.nonce)
  );
}

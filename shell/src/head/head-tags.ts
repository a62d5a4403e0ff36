// Every tag the shell writes in <head>; absolute URLs there are built on the shop's public origin only.
import { ogLocale } from '@vitrina/domain';
import type { Locale, PageHead } from '@vitrina/events';
import { pathInLanguage } from '../app/language-paths.ts';
import { splitLocale } from '../routes/remote-routes.ts';
import { mediaUrl } from '../shared/media-url.ts';
import type { GlobalSettings } from '../settings/types.ts';
import { SHELL_CSS } from '../styles/shell-css.ts';
import { themeCss } from '../theme/theme-css.ts';
import { analyticsHead } from './analytics.ts';
import { escapeHtml, escapeRawText, nonceAttribute, tag } from './escape.ts';
import { fontTags } from './fonts.ts';
import { isArticleLd, jsonLdScripts, ldImage, onOrigin, organizationLd, shopLogo, websiteLd } from './json-ld.ts';
import { pageMeta } from './page-meta.ts';
import type { PageMeta } from './page-meta.ts';

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
  const at = (lang: Locale) => `${input.origin}${pathInLanguage(lang, current, input.head?.alternates)}`;
  return [
    ...input.langs.map((lang) => ({ hreflang: lang, href: at(lang) })),
    { hreflang: 'x-default', href: at(input.mainLang) },
  ];
}

/**
 * Where the page lives, in every language: not on an error page, which is no page of the shop (a
 * 404's canonical would tell crawlers the missing URL is the one to index).
 */
function locationTags(input: HeadInput, canonical: string): string {
  if (input.errorTitle) return '';
  return (
    tag('link', { rel: 'canonical', href: canonical }) +
    alternateLinks(input)
      .map((link) => tag('link', { rel: 'alternate', hreflang: link.hreflang, href: link.href }))
      .join('')
  );
}

/**
 * The share card (Open Graph): the page's picture is the first image of its structured data (the
 * product's, the article's), else the shop's logo; an article is shared as one.
 */
function openGraphTags(input: HeadInput, meta: PageMeta, canonical: string, pageLd: Record<string, unknown>[]) {
  const og = (property: string, content: string | undefined) => (content ? tag('meta', { property, content }) : '');
  const image = ldImage(pageLd) ?? shopLogo(input.settings, input.origin);
  return (
    og('og:type', pageLd.some(isArticleLd) ? 'article' : 'website') +
    og('og:site_name', input.shop) +
    og('og:title', meta.title) +
    og('og:description', meta.description) +
    (input.errorTitle ? '' : og('og:url', canonical)) +
    og('og:image', image) +
    og('og:locale', ogLocale(input.locale)) +
    input.langs
      .filter((lang) => lang !== input.locale && !input.errorTitle)
      .map((lang) => og('og:locale:alternate', ogLocale(lang)))
      .join('')
  );
}

function metaTags(input: HeadInput, pageLd: Record<string, unknown>[]): string {
  const meta = pageMeta({ head: input.head, shop: input.shop, errorTitle: input.errorTitle });
  // Without the query: filters and campaign tags are not other pages.
  const canonical = `${input.origin}${new URL(input.url).pathname}`;
  const named = (name: string, content: string) => (content ? tag('meta', { name, content }) : '');
  return (
    `<title>${escapeHtml(meta.title)}</title>` +
    named('description', meta.description) +
    named('keywords', meta.keywords) +
    named('robots', meta.robots) +
    locationTags(input, canonical) +
    openGraphTags(input, meta, canonical, pageLd)
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

/** The head's tags that are the shop's, not the page's: the same for every page of a language. */
interface ShopTags {
  /** Icon, fonts, styles (frame, theme, the shop's own CSS), the shop's Organization and WebSite. */
  before: string;
  /** Analytics, after the page's structured data. */
  after: string;
}

function shopTags(input: HeadInput, nonce: string | undefined): ShopTags {
  const identity = { origin: input.origin, locale: input.locale, shop: input.shop };
  return {
    before:
      iconTags(input.settings) +
      fontTags(input.settings, nonce) +
      styleTags(input.settings, nonce) +
      jsonLdScripts([organizationLd(input.settings, identity), websiteLd(identity)], nonce),
    after: analyticsHead(input.settings, nonce),
  };
}

/** Where the page's nonce goes in kept shop tags (no setting or CSS can hold a NUL on purpose). */
const NONCE_SLOT = '\u0000page-nonce\u0000';
type KeptShopTags = { before: string[]; after: string[] };
/**
 * Shop tags kept per settings object (the same object on every page while the gateway shares the
 * answer; a change brings a new one, and the old entry goes with it) and per language, origin and
 * name, cut where the page's nonce goes. Every page wrote them afresh: the theme's CSS built from
 * the settings, the structured data serialized and escaped, tens of KB of text joined.
 */
const keptShopTags = new WeakMap<GlobalSettings, Map<string, KeptShopTags>>();

function shopTagsFor(input: HeadInput): ShopTags {
  let forSettings = keptShopTags.get(input.settings);
  if (!forSettings) keptShopTags.set(input.settings, (forSettings = new Map()));
  const key = JSON.stringify([input.locale, input.origin, input.shop, input.nonce !== undefined]);
  let kept = forSettings.get(key);
  if (!kept) {
    const tags = shopTags(input, input.nonce === undefined ? undefined : NONCE_SLOT);
    kept = { before: tags.before.split(NONCE_SLOT), after: tags.after.split(NONCE_SLOT) };
    forSettings.set(key, kept);
  }
  const nonce = input.nonce === undefined ? '' : escapeHtml(input.nonce);
  return { before: kept.before.join(nonce), after: kept.after.join(nonce) };
}

/**
 * Every tag the shell puts in <head>, in order: title and meta, links between the languages,
 * icon, fonts, styles (frame, theme, the shop's own CSS), structured data, then analytics.
 */
export function headTags(input: HeadInput): string {
  const pageLd = (input.head.jsonLd ?? []).map((object) => onOrigin(object, input.origin));
  const shop = shopTagsFor(input);
  return metaTags(input, pageLd) + shop.before + jsonLdScripts(pageLd, input.nonce, true) + shop.after;
}

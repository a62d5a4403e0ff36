// The head's structured data: the shop's Organization and WebSite, and the pages' own objects made
// absolute on the shop's public origin.
import type { Locale } from '@vitrina/events';
import { mediaUrl } from '../shared/media-url.ts';
import type { GlobalSettings } from '../settings/types.ts';
import { escapeJsonForScript, nonceAttribute } from './escape.ts';

export interface SiteIdentity {
  origin: string;
  locale: Locale;
  shop: string;
}

const absolute = (origin: string, path: string) =>
  path.startsWith('/') && !path.startsWith('//') ? `${origin}${path}` : path;

/** schema.org Organization of the shop: name, home, logo and how to reach it. */
export function organizationLd(settings: GlobalSettings, site: SiteIdentity): Record<string, unknown> {
  const logo = settings.logo.logoLight || settings.siteLogo;
  const sameAs = [
    ...settings.socialNetworkLinks.map((link) => link.url),
    ...settings.social_media.map((link) => link.url),
  ].filter((url) => /^https?:\/\//.test(url));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.shop,
    url: `${site.origin}/${site.locale}`,
    ...(logo ? { logo: absolute(site.origin, mediaUrl(logo)) } : {}),
    ...(settings.phones.main ? { telephone: settings.phones.main } : {}),
    ...(settings.main_email ? { email: settings.main_email } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** schema.org WebSite with the SearchAction that points at the shop's search page. */
export function websiteLd(site: SiteIdentity): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.shop,
    url: `${site.origin}/${site.locale}`,
    inLanguage: site.locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${site.origin}/${site.locale}/search?query={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * schema.org properties whose values are URLs. Remotes write them as paths on the shop (a remote
 * never knows the origin); the head makes them absolute on the public origin, as crawlers need.
 */
const URL_PROPERTIES = new Set([
  '@id',
  'url',
  'item',
  'image',
  'logo',
  'contentUrl',
  'thumbnailUrl',
  'embedUrl',
  'urlTemplate',
  'sameAs',
  'mainEntityOfPage',
]);

function withOrigin(value: unknown, origin: string, isUrl: boolean): unknown {
  if (typeof value === 'string') return isUrl ? absolute(origin, value) : value;
  if (Array.isArray(value)) return value.map((item) => withOrigin(item, origin, isUrl));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, withOrigin(inner, origin, URL_PROPERTIES.has(key))]),
    );
  }
  return value;
}

/** A page's JSON-LD with every same-shop path in a URL property made absolute on `origin`; other values as they were. */
export function onOrigin(object: Record<string, unknown>, origin: string): Record<string, unknown> {
  return withOrigin(object, origin, false) as Record<string, unknown>;
}

/** Data, never run; the nonce is there only so that every <script> of the page carries one. */
export function jsonLdScripts(objects: readonly Record<string, unknown>[], nonce?: string): string {
  return objects
    .map(
      (object) => `<script type="application/ld+json"${nonceAttribute(nonce)}>${escapeJsonForScript(object)}</script>`,
    )
    .join('');
}

// The head's structured data: the shop's Organization and WebSite, and the pages' own objects.
import { SHOP_ORGANIZATION_ID } from '@vitrina/domain';
import type { Locale } from '@vitrina/events';
import { mediaUrl } from '../shared/media-url.ts';
import type { GlobalSettings } from '../settings/types.ts';
import { escapeJsonForScript, nonceAttribute } from './escape.ts';
import { absolute, PAGE_LD_ATTRIBUTE } from './ld-origin.ts';

export { onOrigin } from './ld-origin.ts';

export interface SiteIdentity {
  origin: string;
  locale: Locale;
  shop: string;
}

/** The shop's logo as an absolute URL, when it has one. */
export function shopLogo(settings: GlobalSettings, origin: string): string | undefined {
  const logo = settings.logo.logoLight || settings.siteLogo;
  return logo ? absolute(origin, mediaUrl(logo)) : undefined;
}

/**
 * schema.org Organization of the shop: name, home, logo and how to reach it. Its `@id` lets the
 * pages' objects name the shop (an article's publisher) without repeating it.
 */
export function organizationLd(settings: GlobalSettings, site: SiteIdentity): Record<string, unknown> {
  const logo = shopLogo(settings, site.origin);
  const sameAs = [
    ...settings.socialNetworkLinks.map((link) => link.url),
    ...settings.social_media.map((link) => link.url),
  ].filter((url) => /^https?:\/\//.test(url));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absolute(site.origin, SHOP_ORGANIZATION_ID),
    name: site.shop,
    url: `${site.origin}/${site.locale}`,
    ...(logo ? { logo } : {}),
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

const ARTICLE_TYPES = new Set(['Article', 'NewsArticle', 'BlogPosting']);

export const isArticleLd = (object: Record<string, unknown>) => ARTICLE_TYPES.has(String(object['@type']));

/** The first picture the page's objects name (a product's first image, an article's). */
export function ldImage(objects: readonly Record<string, unknown>[]): string | undefined {
  for (const { image } of objects) {
    const first: unknown = Array.isArray(image) ? image[0] : image;
    if (typeof first === 'string' && first) return first;
  }
  return undefined;
}

/** Data, never run; the nonce is there only so that every <script> of the page carries one. */
export function jsonLdScripts(objects: readonly Record<string, unknown>[], nonce?: string, page = false): string {
  const marker = page ? ` ${PAGE_LD_ATTRIBUTE}` : '';
  return objects
    .map(
      (object) =>
        `<script type="application/ld+json"${marker}${nonceAttribute(nonce)}>${escapeJsonForScript(object)}</script>`,
    )
    .join('');
}

import type { Locale } from '@vitrina/events';
import { mediaUrl } from '../shared/media-url.ts';
import type { GlobalSettings } from '../settings/types.ts';
import { escapeJsonForScript } from './escape.ts';

export interface SiteIdentity {
  origin: string;
  locale: Locale;
  shop: string;
}

const absolute = (origin: string, path: string) => (path.startsWith('/') && !path.startsWith('//') ? `${origin}${path}` : path);

/** schema.org Organization of the shop: name, home, logo and how to reach it. */
export function organizationLd(settings: GlobalSettings, site: SiteIdentity): Record<string, unknown> {
  const logo = settings.logo.logoLight || settings.siteLogo;
  const sameAs = [...settings.socialNetworkLinks.map((link) => link.url), ...settings.social_media.map((link) => link.url)].filter((url) =>
    /^https?:\/\//.test(url),
  );
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

export function jsonLdScripts(objects: readonly Record<string, unknown>[]): string {
  return objects.map((object) => `<script type="application/ld+json">${escapeJsonForScript(object)}</script>`).join('');
}

// Breadcrumb trails and their schema.org BreadcrumbList, one source for the visible trail and
// the page head.
import type { Locale } from '@vitrina/events';

export interface Crumb {
  name: string;
  /** Path inside the shop, with the locale prefix. */
  path: string;
}

/** Each `item` is the crumb's path; the shell's head makes it absolute on the shop's public origin. */
export function breadcrumbLd(trail: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.path,
    })),
  };
}

export const localePath = (locale: Locale, path: string) => `/${locale}${path === '/' ? '' : path}`;

/** Home first, then the given crumbs. */
export function trailFrom(locale: Locale, homeName: string, crumbs: readonly Crumb[]): Crumb[] {
  return [{ name: homeName, path: localePath(locale, '/') }, ...crumbs];
}

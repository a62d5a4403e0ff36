// Heads of the remote's pages: title, description and, where breadcrumbs show, a BreadcrumbList.
import type { Locale, PageHead } from '@vitrina/events';
import { textFor } from '../i18n/index.ts';
import type { ContentTextKey } from '../i18n/index.ts';
import { breadcrumbLd, trailFrom } from './lib/breadcrumbs.ts';
import type { Crumb } from './lib/breadcrumbs.ts';

/** The trail of a page one level below home (plus any deeper crumbs). */
export function pageTrail(locale: Locale, crumbs: readonly Crumb[]): Crumb[] {
  return trailFrom(locale, textFor(locale, 'home'), crumbs);
}

export function headWithTrail(title: string, description: string, trail: readonly Crumb[] | null): PageHead {
  return { title, description: description.slice(0, 160), ...(trail ? { jsonLd: [breadcrumbLd(trail)] } : {}) };
}

/** Plain text of CMS html for a description. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1')
    .trim();

export const sectionTitle = (locale: Locale, key: ContentTextKey) => textFor(locale, key);

import type { PageHead } from '@vitrina/events';
import type { GlobalSettings } from '../settings/types.ts';

/** The shop's name: the settings' project, else the title the gateway resolved for the site. */
export function shopName(settings: GlobalSettings, siteTitle: string): string {
  return settings.project.trim() || siteTitle;
}

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  robots: string;
}

/**
 * The page's own head (set by the remote through `headSet`) over the shop's defaults (its name
 * as the title; the settings have no site-wide description, so a page without one has none). Error
 * pages get their own title and are never indexed. Shared by the server's <head> and the
 * browser's sync on client navigation, so both say the same.
 */
export function pageMeta(input: { head: PageHead; shop: string; errorTitle?: string }): PageMeta {
  const { head, shop, errorTitle } = input;
  const own = errorTitle ?? head.title?.trim();
  return {
    title: own && own !== shop ? `${own} | ${shop}` : shop,
    description: head.description?.trim() ?? '',
    keywords: head.keywords?.trim() ?? '',
    robots: errorTitle ? 'noindex' : (head.robots?.trim() ?? ''),
  };
}

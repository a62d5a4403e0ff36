// Which page requests may be answered from, and written to, the page cache (spec: GET without a
// query string or trailing slash, only when the firstVisit and locale cookies match, never the
// personal pages or assets). Everything else is rendered for the request alone (X-Cache: BYPASS).
import { LOCALE_COOKIE } from '../routing/locale-choice.ts';
import { sectionOf } from '../routing/path-check.ts';

export const FIRST_VISIT_COOKIE = 'firstVisit';

/** A signed-in visitor's page may carry their profile; theirs is never shared. */
const SIGNED_IN_COOKIES = ['token', 'refresh_token', 'user-auth-token'];

export interface CacheQuestion {
  method: string;
  /** The raw target had a `?` (even an empty query makes another URL). */
  hasQuery: boolean;
  /** Full path, locale prefix included. */
  pathname: string;
  locale: string;
  cookies: Record<string, string | undefined>;
  devMode: boolean;
  /** The gateway holds a session for this request (its cookies may have just been renewed or set). */
  signedIn?: boolean;
  /**
   * Sections that show one visitor's data (favorites, cart, account, ...): each remote declares its
   * own in its mounts, and the shop's pinned versions decide.
   */
  personalSections: readonly string[];
}

/**
 * "firstVisit and locale cookies match": the visitor's cookies agree with each other and with the
 * page. Both absent (a crawler, a first request) or both present with the saved language equal to
 * the page's. One without the other is a first visit in progress, and a saved language other than
 * the page's is a visitor between languages: both are rendered for them alone.
 */
export function cookiesMatch(cookies: Record<string, string | undefined>, locale: string): boolean {
  const saved = cookies[LOCALE_COOKIE];
  const firstVisit = cookies[FIRST_VISIT_COOKIE];
  if (saved === undefined && firstVisit === undefined) return true;
  return saved === locale && firstVisit !== undefined;
}

/** Case and percent-encoding do not hide a personal section (`/ro/%46avorites`). */
export function isPersonalPath(pathname: string, personalSections: readonly string[]): boolean {
  return personalSections.includes(sectionOf(pathname));
}

export function hasSignedInCookie(cookies: Record<string, string | undefined>): boolean {
  return SIGNED_IN_COOKIES.some((name) => cookies[name] !== undefined);
}

/** How browsers and shared caches in front of the gateway may keep an answer. */
export type CacheControlKind = 'shared' | 'private' | 'no-store';

export function cacheControl(kind: CacheControlKind, ttlSeconds: number, staleSeconds: number): string {
  if (kind === 'shared') return `public, max-age=0, s-maxage=${ttlSeconds}, stale-if-error=${staleSeconds}`;
  // A personal page, or one rendered for this visitor alone: no shared cache may keep it.
  if (kind === 'private') return 'private, no-store';
  return 'no-store';
}

export function mayUseCache(question: CacheQuestion): boolean {
  const { method, hasQuery, pathname, locale, cookies, devMode, signedIn, personalSections } = question;
  if (method !== 'GET' || hasQuery || devMode) return false;
  if (pathname.length > 1 && pathname.endsWith('/')) return false;
  if (isPersonalPath(pathname, personalSections)) return false;
  if (signedIn || hasSignedInCookie(cookies)) return false;
  return cookiesMatch(cookies, locale);
}

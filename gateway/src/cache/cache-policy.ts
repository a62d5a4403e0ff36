// Which page requests may be answered from, and written to, the page cache (spec: GET without a
// query string or trailing slash, only when the firstVisit and locale cookies match, never the
// personal pages or assets). Everything else is rendered for the request alone (X-Cache: BYPASS).
import { LOCALE_COOKIE } from '../routing/locale-choice.ts';

export const FIRST_VISIT_COOKIE = 'firstVisit';

/**
 * Pages that show one visitor's data. The spec names compare, favorites, account and orders;
 * cabinet (the account area after activation), cart and checkout hold a visitor's data too.
 */
const PERSONAL_SECTIONS = ['account', 'cabinet', 'cart', 'checkout', 'compare', 'favorites', 'orders'];
/** A signed-in visitor's page may carry their profile; theirs is never shared. */
const SIGNED_IN_COOKIES = ['token', 'refresh_token', 'user-auth-token'];

export interface CacheQuestion {
  method: string;
  /** The raw target had a `?` (even an empty query makes another URL). */
  hasQuery: boolean;
  /** Full path, locale prefix included. */
  pathname: string;
  locale: string;
  cookies: Record<string, string>;
  devMode: boolean;
}

/**
 * "firstVisit and locale cookies match": the visitor's cookies agree with each other and with the
 * page. Both absent (a crawler, a first request) or both present with the saved language equal to
 * the page's. One without the other is a first visit in progress, and a saved language other than
 * the page's is a visitor between languages: both are rendered for them alone.
 */
export function cookiesMatch(cookies: Record<string, string>, locale: string): boolean {
  const saved = cookies[LOCALE_COOKIE];
  const firstVisit = cookies[FIRST_VISIT_COOKIE];
  if (saved === undefined && firstVisit === undefined) return true;
  return saved === locale && firstVisit !== undefined;
}

export function isPersonalPath(pathname: string): boolean {
  const section = pathname.split('/')[2] ?? '';
  return PERSONAL_SECTIONS.includes(section);
}

export function mayUseCache(question: CacheQuestion): boolean {
  const { method, hasQuery, pathname, locale, cookies, devMode } = question;
  if (method !== 'GET' || hasQuery || devMode) return false;
  if (pathname.length > 1 && pathname.endsWith('/')) return false;
  if (isPersonalPath(pathname)) return false;
  if (SIGNED_IN_COOKIES.some((name) => cookies[name] !== undefined)) return false;
  return cookiesMatch(cookies, locale);
}

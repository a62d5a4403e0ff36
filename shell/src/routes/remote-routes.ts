import type { RemoteKey } from '@vitrina/mf-kit';
import type { Locale } from '@vitrina/events';

/**
 * The shell's route table: which remote owns a path inside the locale prefix. The first matching
 * prefix wins; everything else (home, category urls) belongs to the catalogue.
 */
export const REMOTE_MOUNTS: readonly { prefix: string; remote: RemoteKey }[] = [
  // Content pages live at fixed top-level names, so a category url must not reuse one of them.
  ...[
    '/page', '/articles', '/gallery', '/about', '/contacts', '/career', '/logistics', '/partners', '/feedbacks',
    '/want-to-order', '/faq', '/services', '/order-guide', '/terms-and-privacy', '/delivery', '/credit',
    '/discount', '/insurance', '/service-center',
  ].map((prefix) => ({ prefix, remote: 'content' as const })),
  { prefix: '/cart', remote: 'cart-checkout' },
  { prefix: '/checkout', remote: 'cart-checkout' },
  { prefix: '/account', remote: 'account' },
  { prefix: '/adverts', remote: 'adverts' },
];
const DEFAULT_REMOTE: RemoteKey = 'catalog';

export function remoteForPath(path: string): RemoteKey {
  const hit = REMOTE_MOUNTS.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
  return hit?.remote ?? DEFAULT_REMOTE;
}

/**
 * Paths inside the locale the shell renders itself (its 404 page): no remote is loaded for them.
 * Kept in step with the shell's route table (app/routes.tsx), which a unit test checks.
 */
export const SHELL_OWNED_PATHS: readonly string[] = ['/404'];

export function shellOwnsPath(path: string): boolean {
  return SHELL_OWNED_PATHS.includes(path);
}

const LOCALE_SET = new Set<string>(['ro', 'ru', 'uk', 'en']);

/** `/ro/page/about` -> { locale: 'ro', path: '/page/about' }; null when there is no locale prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } | null {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (!match || !LOCALE_SET.has(match[1]!)) return null;
  return { locale: match[1] as Locale, path: match[2] || '/' };
}

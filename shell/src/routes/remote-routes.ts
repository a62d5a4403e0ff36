// The shell's own paths and the locale prefix. Which remote owns which URLs is not here: each
// remote declares it (its mounts), and the pinned versions' declarations decide (shared/mf-kit/src/mounts.ts).
import { LOCALES } from '@vitrina/domain';
import type { Locale } from '@vitrina/domain';

/**
 * Paths inside the locale the shell renders itself (its 404 page, the UI kit): no remote is loaded
 * for them. Kept in step with the shell's route table (app/routes.tsx), which a unit test checks.
 */
export const SHELL_OWNED_PATHS: readonly string[] = ['/404', '/ui-kit-demo'];

export function shellOwnsPath(path: string): boolean {
  return SHELL_OWNED_PATHS.includes(path);
}

const LOCALE_SET = new Set<string>(LOCALES);

/** `/ro/page/about` -> { locale: 'ro', path: '/page/about' }; null when there is no locale prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } | null {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (!match || !LOCALE_SET.has(match[1]!)) return null;
  return { locale: match[1] as Locale, path: match[2] || '/' };
}

import { useMemo } from 'react';
import { useTranslation } from '@vitrina/i18n';
import { SHELL_NAMESPACE } from './texts.ts';
import type { ShellTextKey } from './texts.ts';

/** The shell's `t` with its keys typed: a key that does not exist fails the type check. */
export type ShellT = (key: ShellTextKey, options?: Record<string, string | number>) => string;

/**
 * Resolved plain texts by language and key, per loaded set of texts (the resource store: one per
 * language, fallback and remote version on the server, never changed once loaded). The frame asks
 * for the same hundred texts on every page, and i18next resolves each again (lookup, fallback,
 * nesting and interpolation checks): a tenth of an uncached page's CPU went there.
 */
const resolved = new WeakMap<object, Map<string, string>>();

export function useShellT(): ShellT {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  return useMemo(() => {
    // An instance without a resource store (a test's stand-in) is asked every time.
    if (typeof i18n?.store !== 'object') return t as unknown as ShellT;
    let texts = resolved.get(i18n.store);
    if (!texts) resolved.set(i18n.store, (texts = new Map()));
    const known = texts;
    return (key, options) => {
      // A text with values to put in is resolved each time (its values differ).
      if (options) return t(key, options);
      const id = `${i18n.language}\n${key}`;
      const kept = known.get(id);
      if (kept !== undefined) return kept;
      const text = t(key);
      // A text not found (answered by its key) may still arrive with a later bundle: asked again.
      if (text !== key) known.set(id, text);
      return text;
    };
  }, [t, i18n]);
}

import type { i18n } from 'i18next';
import type { Locale } from '@vitrina/events';
import type { RemoteModule } from '@vitrina/mf-kit';
import { SHELL_TEXTS } from './all-texts.ts';
import { addRemoteTexts, createI18n } from './create-i18n.ts';

/**
 * Loaded texts per page language, fallback and remote version: built once, never changed after.
 * Keyed by the remote's module object, so two versions of one remote never share a namespace's
 * texts, and a version the gateway evicts takes its texts with it.
 */
const withoutRemote = new Map<string, Promise<i18n>>();
const perRemote = new WeakMap<RemoteModule, Map<string, Promise<i18n>>>();

async function withRemoteTexts(base: i18n, remote: RemoteModule | null): Promise<i18n> {
  if (remote) await addRemoteTexts(base, remote);
  return base;
}

function loadedTexts(locale: Locale, fallback: Locale, remote: RemoteModule | null): Promise<i18n> {
  const key = `${locale}|${fallback}`;
  let byLanguage = remote ? perRemote.get(remote) : withoutRemote;
  if (!byLanguage) {
    byLanguage = new Map();
    perRemote.set(remote as RemoteModule, byLanguage);
  }
  let base = byLanguage.get(key);
  if (!base) {
    base = withRemoteTexts(createI18n(locale, fallback, SHELL_TEXTS), remote);
    byLanguage.set(key, base);
    // A remote whose texts failed to arrive is asked again by the next request.
    base.catch(() => byLanguage.delete(key));
  }
  return base;
}

/** Plain texts already resolved, per loaded set of texts (whose store never changes once loaded). */
const resolvedTexts = new WeakMap<i18n, Map<string, string>>();

const isPlain = (options: unknown) =>
  options === undefined || (typeof options === 'object' && options !== null && Object.keys(options).length === 0);

type AnyT = (key: unknown, options?: unknown) => unknown;

/**
 * The remotes' components ask for the same texts on every page (labels, buttons, headings), and
 * i18next resolves each again (lookup, fallback, nesting and interpolation checks): the largest
 * share of an uncached page's CPU after React itself once the frame was kept. A text asked for
 * without values is resolved once per loaded set of texts and kept; a text with values (a count,
 * a name) is resolved every time. Server only: react-i18next takes its `t` from `getFixedT`.
 */
function resolvingOnce(clone: i18n, resolved: Map<string, string>): i18n {
  const getFixedT = clone.getFixedT.bind(clone) as unknown as (...args: unknown[]) => AnyT;
  const fixedOnce = (...args: unknown[]) => {
    const t = getFixedT(...args);
    const scope = `${String(args[0] ?? clone.language)}\n${String(args[1])}\n${String(args[2] ?? '')}\n`;
    const once: AnyT = (key, options) => {
      if (typeof key !== 'string' || !isPlain(options)) return t(key, options);
      const id = scope + key;
      const kept = resolved.get(id);
      if (kept !== undefined) return kept;
      const text = t(key);
      // A text not found (answered by its key) may still arrive with a later bundle: asked again.
      if (typeof text === 'string' && text !== key) resolved.set(id, text);
      return text;
    };
    return Object.assign(once, t);
  };
  clone.getFixedT = fixedOnce as unknown as i18n['getFixedT'];
  return clone;
}

/**
 * The i18next instance of one server request: its own instance (its language can never be
 * changed by another request), cloned from texts loaded once. Building an instance per request
 * from the bundles, with fresh plural rules each time, was a tenth of an uncached page's CPU.
 */
export async function serverI18n(locale: Locale, fallback: Locale, remote: RemoteModule | null): Promise<i18n> {
  const base = await loadedTexts(locale, fallback, remote);
  let resolved = resolvedTexts.get(base);
  if (!resolved) resolvedTexts.set(base, (resolved = new Map()));
  return resolvingOnce(base.cloneInstance({ lng: locale }), resolved);
}

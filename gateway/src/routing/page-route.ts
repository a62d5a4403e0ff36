// The URL rules a page request passes before anything renders: double slashes, the root, the
// locale prefix and trailing slashes. Pure, so every rule is tested directly. Where a section's
// root leads (/account -> /account/orders) is the remote's own rule.
import type { Locale } from '@vitrina/domain';
import { localePath } from '@vitrina/mf-kit/breadcrumbs';
import { chooseRootLocale, mainLanguage, offers, switchedLocale } from './locale-choice.ts';
import type { LocaleSite } from './locale-choice.ts';
import type { RequestTarget } from './request-target.ts';

export type PageRoute =
  | {
      kind: 'page';
      locale: Locale;
      /** Inside the locale prefix, `/` for the locale root. */ path: string;
      /** The shopper switched to this language: save the choice in the locale cookie. */
      rememberLocale?: Locale;
    }
  | {
      kind: 'redirect';
      location: string;
      status: 301 | 302;
      /** Save this choice in the locale cookie. */ rememberLocale?: Locale;
    };

export interface Visitor {
  /** The i18n_redirected cookie, if any. */
  savedLocale?: string;
  acceptLanguage?: string;
  /** The Referer and Host headers, which tell a language switch (see `switchedLocale`). */
  referer?: string;
  host?: string;
}

const TWO_LETTERS = /^[a-z]{2}$/i;

/**
 * Where a request should go. 301 only for fixes of the URL's spelling (slashes), which never change;
 * 302 when the answer depends on the visitor (the root) or on the site's settings (languages,
 * mainLang), which can change and must not stay in browsers' caches.
 */
export function routePage(target: RequestTarget, site: LocaleSite, visitor: Visitor): PageRoute {
  const { pathname, search } = target;
  if (pathname.includes('//')) return { kind: 'redirect', location: `/${search}`, status: 301 };
  if (pathname === '/') {
    const { locale, chosenByGateway } = chooseRootLocale(site, visitor.savedLocale, visitor.acceptLanguage);
    return {
      kind: 'redirect',
      location: `/${locale}${search}`,
      status: 302,
      ...(chosenByGateway ? { rememberLocale: locale } : {}),
    };
  }

  const [first = '', ...rest] = pathname.replace(/\/+$/, '').split('/').slice(1);
  let locale: Locale;
  let inner: string[];
  if (offers(site, first)) {
    [locale, inner] = [first, rest];
  } else if (TWO_LETTERS.test(first)) {
    // A language code this site does not offer (or in capitals): same page in a language it has.
    const lower = first.toLowerCase();
    [locale, inner] = [offers(site, lower) ? lower : mainLanguage(site), rest];
  } else {
    [locale, inner] = [mainLanguage(site), first ? [first, ...rest] : rest];
  }
  const path = inner.length > 0 ? `/${inner.join('/')}` : '/';

  const canonical = localePath(locale, path);
  if (canonical === pathname) {
    const switched = switchedLocale(site, {
      locale,
      saved: visitor.savedLocale,
      referer: visitor.referer,
      host: visitor.host,
    });
    return { kind: 'page', locale, path, ...(switched ? { rememberLocale: switched } : {}) };
  }
  const onlySlashes = canonical === pathname.replace(/\/+$/, '');
  return { kind: 'redirect', location: `${canonical}${search}`, status: onlySlashes ? 301 : 302 };
}

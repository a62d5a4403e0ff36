// The cart page's head: a title in the page's language and `noindex` (a shopper's own cart has
// nothing for a search engine). Set on the server while preparing and again in the browser when
// the shopper arrives by client navigation.
import { allSettled } from 'effector';
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $locale, headSet } from '@vitrina/events';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { textFor } from '../i18n/index.ts';
import type { CartTextKey } from '../i18n/index.ts';
import { useCartT } from '../ui/use-cart-t.ts';

export const PERSONAL_ROBOTS = 'noindex, nofollow';

export const headLoad =
  (title: CartTextKey): RouteLoad =>
  ({ scope }) =>
    allSettled(headSet, { scope, params: { title: textFor(scope.getState($locale), title), robots: PERSONAL_ROBOTS } });

export function usePageHead(title: CartTextKey): void {
  const t = useCartT();
  const [setHead, locale] = useUnit([headSet, $locale]);
  const text = t(title);
  useEffect(() => {
    setHead({ title: text, robots: PERSONAL_ROBOTS });
  }, [setHead, text, locale]);
}

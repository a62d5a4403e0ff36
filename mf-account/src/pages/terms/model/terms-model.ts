// The shop's terms (settings/terms_and_privacy_policy: a CMS page the back end sanitised when it was
// stored), in the page's language. Loaded with the page on the server, and in the browser when the
// shopper came by client navigation or the language changed since.
import { attach, createEvent, sample } from 'effector';
import { $locale, apiGetFx } from '@vitrina/events';
import type { Locale } from '@vitrina/events';
import { accountUnits } from '../../../shared/lib/units.ts';

export interface TermsPage {
  title: string;
  html: string;
}

export const loadTermsFx = attach({
  effect: apiGetFx,
  mapParams: () => ({ path: 'settings/terms_and_privacy_policy' }),
});

/** Serialized with the page, so the browser draws what the server did. */
export const $terms = accountUnits.store<{ locale: Locale; page: TermsPage } | null>('terms/page', null);
export const $termsFailed = accountUnits.store('terms/failed', false);

/** The page shows (or asks again for) the terms. */
export const termsOpened = createEvent();

sample({
  clock: termsOpened,
  source: { terms: $terms, locale: $locale },
  filter: ({ terms, locale }) => terms?.locale !== locale,
  fn: () => undefined,
  target: loadTermsFx,
});
sample({
  clock: loadTermsFx.doneData,
  source: $locale,
  fn: (locale, page) => ({ locale, page: page as TermsPage }),
  target: $terms,
});
$termsFailed.on(loadTermsFx.fail, () => true).reset(loadTermsFx);

// The adverts' trail: home, then the adverts list (an advert's page adds itself).
import type { Locale } from '@vitrina/events';
import { trailFrom } from '@vitrina/mf-kit/breadcrumbs';
import type { Crumb } from '@vitrina/mf-kit/breadcrumbs';
import { textFor } from '../i18n/index.ts';
import { listPath } from './paths.ts';

export const listTrail = (locale: Locale): Crumb[] =>
  trailFrom(locale, textFor(locale, 'home'), [{ name: textFor(locale, 'listTitle'), path: listPath(locale) }]);

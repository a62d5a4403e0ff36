import type { Locale, PageHead } from '@vitrina/events';
import { UI_KIT_TEXTS } from './texts/index.ts';

/** A page for the shop's people, not its shoppers: never indexed (and never in the sitemap). */
export const uiKitHead = (locale: Locale): PageHead => ({ title: UI_KIT_TEXTS[locale].title, robots: 'noindex' });

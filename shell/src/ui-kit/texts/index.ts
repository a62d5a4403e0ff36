import type { Locale } from '@vitrina/events';
import { EN } from './en.ts';
import type { UiKitTexts } from './en.ts';
import { RO } from './ro.ts';
import { RU } from './ru.ts';
import { UK } from './uk.ts';

export type { UiKitTextKey, UiKitTexts } from './en.ts';

/** Every language at once: the page is a chunk of its own, and a rare one, so it carries all four. */
export const UI_KIT_TEXTS: Record<Locale, UiKitTexts> = { ro: RO, ru: RU, uk: UK, en: EN };

import type { Locale } from '@vitrina/events';
import { EN } from './texts/en.ts';
import type { ShellTexts } from './texts/keys.ts';
import { RO } from './texts/ro.ts';
import { RU } from './texts/ru.ts';
import { UK } from './texts/uk.ts';

export type { ShellTextKey, ShellTexts } from './texts/keys.ts';

/** The shell's own texts (namespace `shell`). Remotes bring their own namespaces. */
export const SHELL_NAMESPACE = 'shell';
export const SHELL_TEXTS: Record<Locale, ShellTexts> = { ro: RO, ru: RU, uk: UK, en: EN };

/** Language names in their own language, as a language switcher shows them. */
export const LANGUAGE_NAMES: Record<Locale, string> = { ro: 'Română', ru: 'Русский', uk: 'Українська', en: 'English' };

export type { ShellTextKey, ShellTexts } from './texts/keys.ts';
import type { Locale } from '@vitrina/events';

/**
 * The shell's own texts (namespace `shell`). Remotes bring their own namespaces. The texts
 * themselves are per language: the server holds all four (all-texts.ts), a browser fetches the
 * page's language and the shop's main language only (load-texts.ts).
 */
export const SHELL_NAMESPACE = 'shell';

/** Language names in their own language, as a language switcher shows them. */
export const LANGUAGE_NAMES: Record<Locale, string> = { ro: 'Română', ru: 'Русский', uk: 'Українська', en: 'English' };

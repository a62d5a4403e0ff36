// Every language's shell texts, for the server (which renders pages in all of them) and tests.
import type { Locale } from '@vitrina/events';
import { EN } from './texts/en.ts';
import type { ShellTexts } from './texts/keys.ts';
import { RO } from './texts/ro.ts';
import { RU } from './texts/ru.ts';
import { UK } from './texts/uk.ts';

export const SHELL_TEXTS: Record<Locale, ShellTexts> = { ro: RO, ru: RU, uk: UK, en: EN };

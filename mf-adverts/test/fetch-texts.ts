// Before every test file: the remote's texts in all four languages, as the shell fetches a page's.
import { loadAdvertsTexts } from '../src/shared/i18n/index.ts';

await Promise.all((['ro', 'ru', 'uk', 'en'] as const).map(loadAdvertsTexts));

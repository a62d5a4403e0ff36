// Where a page lives in each of the shop's languages. A language's root is `/ro`, never `/ro/`
// (the gateway answers that spelling with a 301), and a page whose slugs are translated names its
// path per language in its head (`PageHead.alternates`), so the language panel and the hreflang
// links lead straight to the translated page instead of through a redirect.
import type { Locale, PageHead } from '@vitrina/events';
import { localePath } from '@vitrina/mf-kit/breadcrumbs';

export { localePath };

/** The page at `current` (its path inside the locale prefix, `/` for the root) in `lang`. */
export const pathInLanguage = (lang: Locale, current: string, alternates: PageHead['alternates']) =>
  localePath(lang, alternates?.[lang] ?? current);

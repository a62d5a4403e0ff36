// /my-adverts asks the adverts module's categories as every adverts page does: a shop without the
// module answers 404, so the page is not found there, signed in or not. The list itself is the
// shopper's (my-adverts-model.ts).
import { CATEGORIES_REQUEST } from '../../../entities/reference/index.ts';
import type { PageSpec } from '../../../shared/api/page.ts';
import { personalHead } from '../../../shared/lib/personal-head.ts';

export const myAdvertsSpec: PageSpec<[unknown]> = {
  requests: () => [CATEGORIES_REQUEST],
  head: (_data, locale) => personalHead(locale, 'myAdvertsTitle'),
};

// /brands: every maker of the shop grouped by first letter.
import { breadcrumbLd, localePath } from '@vitrina/mf-kit/breadcrumbs';
import { BRAND_TREE_REQUEST } from '../../../entities/brand/index.ts';
import type { BrandTree } from '../../../entities/brand/index.ts';
import type { PageSpec } from '../../../shared/api/page.ts';
import { textFor } from '../../../shared/i18n/index.ts';

export const brandsSpec: PageSpec<[BrandTree]> = {
  requests: () => [BRAND_TREE_REQUEST],
  head: (_, locale) => ({
    title: textFor(locale, 'brandsTitle'),
    jsonLd: [breadcrumbLd([{ name: textFor(locale, 'brandsTitle'), path: localePath(locale, '/brands') }])],
  }),
};

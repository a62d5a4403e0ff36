// What an advert's page asks for and tells search engines: the advert (its owner's session goes with
// the read, so a draft opens for its owner and for no one else), and its titles per language (the
// language switch: the head names the advert's address in each language it has a title in). The head
// carries RealEstateListing with its Offer and the trail; an advert only its owner sees is not indexed.
import type { PageHead } from '@vitrina/events';
import { breadcrumbLd } from '@vitrina/mf-kit/breadcrumbs';
import type { Crumb } from '@vitrina/mf-kit/breadcrumbs';
import { advertListingLd, advertRequest, advertTitlesRequest } from '../../../entities/advert/index.ts';
import type { Advert } from '../../../entities/advert/index.ts';
import type { PageSpec } from '../../../shared/api/page.ts';
import { advertPath } from '../../../shared/lib/paths.ts';
import { listTrail } from '../../../shared/lib/trail.ts';

export interface AdvertTitles {
  slug: string;
  title_ro: string;
  title_ru: string;
}

export const advertSpec: PageSpec<[Advert, AdvertTitles]> = {
  requests: (params) => [advertRequest(params.slug), advertTitlesRequest(params.slug)],
  head: ([advert, titles], locale): PageHead => {
    const path = advertPath(locale, advert.slug);
    const trail: Crumb[] = [...listTrail(locale), { name: advert.title, path }];
    const own = `/adverts/${encodeURIComponent(titles.slug)}`;
    const hidden = advert.is_draft || !advert.is_active || advert.is_deleted;
    return {
      title: advert.title,
      description: (advert.description || advert.title).replace(/\s+/g, ' ').slice(0, 160),
      jsonLd: [advertListingLd(advert, path), breadcrumbLd(trail)],
      alternates: {
        ...(titles.title_ro ? { ro: own } : {}),
        ...(titles.title_ru ? { ru: own } : {}),
      },
      ...(hidden ? { robots: 'noindex, nofollow' } : {}),
    };
  },
};

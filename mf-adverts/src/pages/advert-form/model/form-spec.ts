// What the form's pages read: the categories (the module's presence: a shop without adverts answers
// 404) and, to edit, the advert as its owner reads it (the session goes with the read). Only the
// owner edits: any other advert is not found here, as the API answers another user's PATCH.
import type { PageHead } from '@vitrina/events';
import { advertRequest } from '../../../entities/advert/index.ts';
import type { Advert } from '../../../entities/advert/index.ts';
import { CATEGORIES_REQUEST } from '../../../entities/reference/index.ts';
import type { AdvertCategory } from '../../../entities/reference/index.ts';
import type { PageSpec } from '../../../shared/api/page.ts';
import { personalHead } from '../../../shared/lib/personal-head.ts';

export const newAdvertSpec: PageSpec<[AdvertCategory[]]> = {
  requests: () => [CATEGORIES_REQUEST],
  head: (_data, locale): PageHead => personalHead(locale, 'newAdvertTitle'),
};

/** A guest reads no advert (the page shows the sign-in window). */
export const editAdvertSpec = (signedIn: boolean): PageSpec<[AdvertCategory[], Advert?]> => ({
  requests: (params) => [CATEGORIES_REQUEST, ...(signedIn ? [advertRequest(params.slug)] : [])],
  head: (_data, locale): PageHead => personalHead(locale, 'editAdvertTitle'),
});

export const isEditable = (advert: Advert | undefined): advert is Advert =>
  !!advert && advert.is_owner && !advert.is_deleted;

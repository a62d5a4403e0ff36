// One advert's reads: the advert (a draft only for its owner, whose session the read carries) and its
// titles per language, which the language switch reads.
import type { ApiGet } from '@vitrina/events';

export const advertRequest = (slug: string | undefined): ApiGet => ({
  path: `api/adverts/${encodeURIComponent(slug ?? '')}`,
});
export const advertTitlesRequest = (slug: string | undefined): ApiGet => ({
  path: `api/advert-title/${encodeURIComponent(slug ?? '')}`,
});

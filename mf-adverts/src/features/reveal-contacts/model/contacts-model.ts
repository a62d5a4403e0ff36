// The author's contacts, revealed on request (api/adverts/{slug}/contacts, one advert at a time and
// limited per address, so no list leaks phone numbers). On a phone the answer opens in the spec's
// userDataMobile window; on a wider screen it shows in the page. The owner's own advert carries its
// contacts already and needs no call.
import { createEvent, sample } from 'effector';
import { modalOpened } from '@vitrina/events';
import type { AdvertContact } from '../../../entities/advert/index.ts';
import { advertEffect } from '../../../shared/api/advert-call.ts';
import type { AdvertCallError } from '../../../shared/api/advert-call.ts';
import { ADVERT_WINDOWS } from '../../../shared/config/windows.ts';
import { advertsUnits } from '../../../shared/lib/units.ts';

export interface ContactsAsked {
  slug: string;
  /** Drawn for a phone: the answer opens in its window. */
  narrow: boolean;
}

export interface Revealed {
  slug: string;
  contacts: AdvertContact[];
}

export const revealContactsFx = advertEffect<ContactsAsked, { contacts: AdvertContact[] }>(({ slug }) => ({
  method: 'GET',
  path: `api/adverts/${encodeURIComponent(slug)}/contacts`,
}));

export const contactsRequested = createEvent<ContactsAsked>();
export const $revealed = advertsUnits.store<Revealed | null>('contacts/revealed', null, { serialize: 'ignore' });
/** Why the last ask failed: too many asks from this address, or no answer. */
export const $revealRefusal = advertsUnits.store<'rate_limited' | 'failed' | null>('contacts/refusal', null, {
  serialize: 'ignore',
});
export const $revealPending = revealContactsFx.pending;

const known = sample({
  clock: contactsRequested,
  source: $revealed,
  filter: (revealed, asked) => revealed?.slug === asked.slug,
  fn: (_, asked) => asked,
});
sample({
  clock: contactsRequested,
  source: $revealed,
  filter: (revealed, asked) => revealed?.slug !== asked.slug,
  fn: (_, asked) => asked,
  target: revealContactsFx,
});
sample({
  clock: revealContactsFx.done,
  fn: ({ params, result }): Revealed => ({ slug: params.slug, contacts: result.contacts }),
  target: $revealed,
});
sample({
  clock: [known, sample({ clock: revealContactsFx.done, fn: ({ params }) => params })],
  filter: (asked) => asked.narrow,
  fn: () => ADVERT_WINDOWS.userDataMobile,
  target: modalOpened,
});

const refusalOf = (error: AdvertCallError) =>
  error.refusal.kind === 'rejected' && error.refusal.status === 429 ? ('rate_limited' as const) : ('failed' as const);
$revealRefusal.on(revealContactsFx.failData, (_, error) => refusalOf(error)).reset(revealContactsFx.done);

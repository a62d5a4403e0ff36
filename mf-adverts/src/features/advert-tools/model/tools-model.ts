// The owner's tools on an advert (the spec's toolsAnnouncements window): edit, delete behind the
// delete window's confirmation, and draft <-> published. Deleting is DELETE api/adverts/{slug}/; only
// its 204 marks the advert deleted here (spec 4: is_deleted is set locally after a 204). Publishing or
// hiding it is a PATCH of is_draft; the answer is the advert as saved.
import { createEffect, createEvent, sample } from 'effector';
import { $locale, modalClosed, modalOpened, notify } from '@vitrina/events';
import type { Advert } from '../../../entities/advert/index.ts';
import { advertCallFx, AdvertCallError, advertEffect } from '../../../shared/api/advert-call.ts';
import { ADVERT_WINDOWS } from '../../../shared/config/windows.ts';
import { textFor } from '../../../shared/i18n/index.ts';
import { advertsUnits } from '../../../shared/lib/units.ts';

export interface OwnedAdvert {
  slug: string;
  title: string;
  is_draft: boolean;
}

const slugPath = (slug: string) => `api/adverts/${encodeURIComponent(slug)}`;

/** Done only for the spec's 204; any other answer is no deletion. */
export const deleteAdvertFx = createEffect<string, string, AdvertCallError>(async (slug) => {
  const result = await advertCallFx({ method: 'DELETE', path: slugPath(slug) });
  if (result.kind === 'ok' && result.status === 204) return slug;
  throw new AdvertCallError(result.kind === 'ok' ? { kind: 'failed', status: result.status } : result);
});
export const setDraftFx = advertEffect<{ slug: string; is_draft: boolean }, Advert>(({ slug, is_draft }) => ({
  method: 'PATCH',
  path: slugPath(slug),
  body: { is_draft },
}));

export const toolsOpened = createEvent<OwnedAdvert>();
export const deleteAsked = createEvent();
export const deleteConfirmed = createEvent();
export const publishToggled = createEvent();
/** An advert of the shopper's was deleted (the 204 came): lists mark it. */
export const advertDeleted = deleteAdvertFx.doneData;
/** An advert of the shopper's was saved with another state: pages show the answer. */
export const advertSaved = setDraftFx.doneData;

export const $toolsAdvert = advertsUnits.store<OwnedAdvert | null>('tools/advert', null, { serialize: 'ignore' });
export const $deletedSlugs = advertsUnits.store<string[]>('tools/deleted', [], { serialize: 'ignore' });
/** The last delete or publish press got no success (the window says so and stays open). */
export const $toolsFailed = advertsUnits.store('tools/failed', false, { serialize: 'ignore' });
export const $toolsPending = advertsUnits.store('tools/pending', false, { serialize: 'ignore' });
$toolsPending.on([deleteAdvertFx, setDraftFx], () => true).reset([deleteAdvertFx.finally, setDraftFx.finally]);
$toolsFailed
  .on([deleteAdvertFx.fail, setDraftFx.fail], () => true)
  .reset([deleteAdvertFx, setDraftFx, toolsOpened, deleteAsked]);

$toolsAdvert.on(toolsOpened, (_, advert) => advert);
sample({ clock: toolsOpened, fn: () => ADVERT_WINDOWS.toolsAnnouncements, target: modalOpened });
sample({ clock: deleteAsked, fn: () => ADVERT_WINDOWS.delete, target: modalOpened });
sample({
  clock: deleteConfirmed,
  source: $toolsAdvert,
  filter: Boolean,
  fn: (advert) => advert.slug,
  target: deleteAdvertFx,
});
sample({
  clock: publishToggled,
  source: $toolsAdvert,
  filter: Boolean,
  fn: (advert) => ({ slug: advert.slug, is_draft: !advert.is_draft }),
  target: setDraftFx,
});
$toolsAdvert.on(setDraftFx.doneData, (advert, saved) => advert && { ...advert, is_draft: saved.is_draft });
$deletedSlugs.on(advertDeleted, (slugs, slug) => (slugs.includes(slug) ? slugs : [...slugs, slug]));

sample({ clock: [deleteAdvertFx.done, setDraftFx.done], fn: () => undefined, target: modalClosed });
sample({
  clock: [deleteAdvertFx.done, setDraftFx.done],
  source: $locale,
  fn: (locale, { params }) => ({
    kind: 'success' as const,
    text: textFor(
      locale,
      typeof params === 'string' ? 'advertDeletedNotice' : params.is_draft ? 'advertHidden' : 'advertPublished',
    ),
  }),
  target: notify,
});

// Sharing an advert (the spec's postShare window): the device's own share sheet where the browser has
// the Web Share API, and "copy the link" everywhere, which says so with the spec's "link copied"
// notice and closes the window. The browser's APIs are effects, so a test replaces them.
import { createEffect, createEvent, sample } from 'effector';
import { $locale, modalClosed, modalOpened, notify } from '@vitrina/events';
import { ADVERT_WINDOWS } from '../../../shared/config/windows.ts';
import { textFor } from '../../../shared/i18n/index.ts';

export interface Shared {
  title: string;
  url: string;
}

/** Whether this browser can open the device's share sheet. */
export const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

export const nativeShareFx = createEffect(async (shared: Shared) => {
  await navigator.share({ title: shared.title, url: shared.url });
});
export const copyLinkFx = createEffect(async (url: string) => {
  await navigator.clipboard.writeText(url);
});

export const shareOpened = createEvent();
export const nativeShareChosen = createEvent<Shared>();
export const copyChosen = createEvent<string>();

sample({ clock: shareOpened, fn: () => ADVERT_WINDOWS.postShare, target: modalOpened });
sample({ clock: nativeShareChosen, target: nativeShareFx });
sample({ clock: copyChosen, target: copyLinkFx });
sample({ clock: [copyLinkFx.done, nativeShareFx.done], fn: () => undefined, target: modalClosed });
sample({
  clock: copyLinkFx.done,
  source: $locale,
  fn: (locale) => ({ kind: 'success' as const, text: textFor(locale, 'linkCopied') }),
  target: notify,
});
sample({
  clock: copyLinkFx.fail,
  source: $locale,
  fn: (locale) => ({ kind: 'error' as const, text: textFor(locale, 'copyFailed') }),
  target: notify,
});

// Sharing a page (spec: the share modal and the "link copied" notice). A remote asks on the bus
// (`shareRequested`); the browser's share sheet takes it where there is one, the shell's window
// otherwise. A model, so the rules (which way, what the shopper is told) are tested in a scope.
import { createEffect, createEvent, sample } from 'effector';
import { $openModal, SHARE_MODAL_ID, modalClosed, modalOpened, notify, shareRequested } from '@vitrina/events';
import type { ShareTarget } from '@vitrina/events';
import { shellUnits } from '../shared/units.ts';

/** What the share sheet did: the shopper shared or cancelled, or there was no sheet to use. */
export type SheetOutcome = 'shared' | 'cancelled' | 'no-sheet';

/** The Web Share API as a browser may (or may not) have it. */
type ShareSheet = Partial<Pick<Navigator, 'share' | 'canShare'>>;

/**
 * The browser's own share sheet. A cancel is the shopper's answer and ends there; no sheet, data
 * the sheet refuses, or a sheet that fails for another reason fall back to the shell's window.
 */
export const shareSheetFx = createEffect(async (target: ShareTarget): Promise<SheetOutcome> => {
  const sheet = navigator as ShareSheet;
  const data = { title: target.title, url: target.url };
  if (!sheet.share || sheet.canShare?.(data) === false) return 'no-sheet';
  try {
    await sheet.share.call(navigator, data);
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'no-sheet';
  }
});

// The press reaches the sheet in the same call (effector runs the handler at once): the sheet
// opens only within the shopper's gesture.
sample({ clock: shareRequested, target: shareSheetFx });
sample({
  clock: shareSheetFx.doneData,
  filter: (outcome) => outcome === 'no-sheet',
  fn: () => SHARE_MODAL_ID,
  target: modalOpened,
});

/** The window's copy press, with the notices' texts in the page's language (the window has them). */
export interface CopyRequest {
  url: string;
  copied: string;
  failed: string;
}
export const copyRequested = createEvent<CopyRequest>();

/** The clipboard is there only on secure pages, and may refuse: either is a failure. */
export const copyLinkFx = createEffect(async ({ url }: CopyRequest): Promise<void> => {
  const clipboard = (navigator as Partial<Pick<Navigator, 'clipboard'>>).clipboard;
  if (!clipboard) throw new Error('this page has no clipboard');
  await clipboard.writeText(url);
});

/** The copy failed: the window selects the link for the shopper to copy by hand. */
export const $copyFailed = shellUnits.store('share-copy-failed', false, { serialize: 'ignore' });
$copyFailed.on(copyLinkFx.fail, () => true).reset(shareRequested, copyLinkFx.done);

sample({ clock: copyRequested, target: copyLinkFx });
// Copied: the spec's "link copied" notice (a success notice, gone after 3 s), and the window closes.
sample({
  clock: copyLinkFx.done,
  fn: ({ params }) => ({ kind: 'success' as const, text: params.copied }),
  target: notify,
});
sample({
  clock: copyLinkFx.done,
  source: $openModal,
  filter: (open) => open === SHARE_MODAL_ID,
  fn: () => undefined,
  target: modalClosed,
});
sample({
  clock: copyLinkFx.fail,
  fn: ({ params }) => ({ kind: 'error' as const, text: params.failed }),
  target: notify,
});

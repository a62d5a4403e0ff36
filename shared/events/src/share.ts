// Sharing a page (spec: the share modal and the "link copied" notice): any remote asks, the shell
// shares. One share window for every remote, and no remote needs to know another one shares too.
import { createEvent } from 'effector';
import { createUnitFactory } from './sid.ts';

const units = createUnitFactory('share');

/** The shell's share window's id on the bus (`$openModal`). */
export const SHARE_MODAL_ID = 'shell:share';

/** What is shared: the page's address (absolute) and its name (the product's, the article's). */
export interface ShareTarget {
  url: string;
  title: string;
}

/**
 * A shopper pressed a page's share button. The shell hands the target to the browser's own share
 * sheet (Web Share API) where there is one, and opens its share window (copy the link, or send it
 * with a messenger) where there is none. Fired in the press itself: the share sheet opens only
 * within a user's gesture, and effector runs the shell's handler in the same call.
 */
export const shareRequested = createEvent<ShareTarget>();
/** The page the share window is about; the window shows while `$openModal` is `SHARE_MODAL_ID`. */
export const $shareTarget = units.store<ShareTarget | null>('target', null, { serialize: 'ignore' });
$shareTarget.on(shareRequested, (_, target) => target);

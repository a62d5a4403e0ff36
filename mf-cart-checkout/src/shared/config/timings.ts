// The cart's timings (spec, sections 4 and 9), in one place so the views' CSS and the models agree.

/** The drawer slides in and out in this time; closing hides it only once the slide is over. */
export const DRAWER_ANIMATION_MS = 300;
/** After an add, the "adding" flag stays this long, so a double press does not add twice. */
export const FETCHING_CLEAR_MS = 700;

/** Spec 4 and 9: the tab migrating a guest cart at sign-in renews its 15 s lock this often. */
export const LOCK_RENEW_MS = 5_000;
/** Spec 4: a tab that lost the lock waits this long for the winner before loading without merging. */
export const LOCK_WAIT_MS = 20_000;
/** Spec 4: while it waits, it asks again every 150-200 ms (spread, so tabs do not ask in step). */
export const LOCK_POLL_MIN_MS = 150;
export const LOCK_POLL_MAX_MS = 200;
/** Spec 4 and 9: the cart socket reconnects after 1 s, doubling up to 5 s, without a limit. */
export const SOCKET_RETRY_FIRST_MS = 1_000;
export const SOCKET_RETRY_MAX_MS = 5_000;
/** Spec 4 and 9: a tooltip hides by itself after 8 s. */
export const TOOLTIP_MS = 8_000;

// The cart's timings (spec, sections 4 and 9), in one place so the views' CSS and the models agree.

/** The drawer slides in and out in this time; closing hides it only once the slide is over. */
export const DRAWER_ANIMATION_MS = 300;
/** After an add, the "adding" flag stays this long, so a double press does not add twice. */
export const FETCHING_CLEAR_MS = 700;

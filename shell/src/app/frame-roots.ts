/**
 * The page's three React roots (app/frames.tsx): their containers' ids and their useId prefixes,
 * which keep the ids of one root from meeting another's. The server writes the containers
 * (server/frame.tsx) and the browser hydrates each with the same prefix (client/bootstrap.tsx).
 */
export const FRAME_ROOTS = {
  top: { id: 'frame-top', idPrefix: 't' },
  page: { id: 'page', idPrefix: '' },
  bottom: { id: 'frame-bottom', idPrefix: 'b' },
} as const;

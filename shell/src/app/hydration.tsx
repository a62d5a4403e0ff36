import { Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { FRAME_ROOTS } from './frame-roots.ts';

declare global {
  interface Window {
    /**
     * Set to true once React has committed the hydration of the whole server-rendered page: its
     * three roots (both frames and the page area) and every remote area the server rendered. Until then parts of the page are
     * still plain server markup without their handlers. End-to-end tests wait for it (and for
     * nothing else) before they interact; the recoverable errors are in `__VITRINA_RECOVERABLE__`.
     */
    __VITRINA_HYDRATED__?: true;
  }
}

/** A Suspense boundary's content the page is waiting on; `arrived` once its effect ran. */
interface Boundary {
  arrived: boolean;
}

/**
 * When the page counts as hydrated: each of its `roots` has committed its hydration and no
 * boundary is still waiting. Order-free: a boundary may arrive before it is counted (a client
 * render commits both at once). `onHydrated` runs once.
 */
export function createHydrationGate(onHydrated: () => void, roots = 1) {
  const waiting = new Set<Boundary>();
  let committed = 0;
  let done = false;
  const settle = () => {
    if (done || committed < roots || waiting.size > 0) return;
    done = true;
    onHydrated();
  };
  return {
    rootCommitted() {
      committed += 1;
      settle();
    },
    /** A boundary the server rendered is in the page: wait for its content (unless it already came). */
    wait(boundary: Boundary) {
      if (!boundary.arrived) waiting.add(boundary);
    },
    /** Its content committed, or the boundary left the page (an error boundary took its place). */
    release(boundary: Boundary) {
      waiting.delete(boundary);
      settle();
    },
  };
}

// Effects run only in the browser, so the server never touches `window` through this.
const gate = createHydrationGate(() => {
  window.__VITRINA_HYDRATED__ = true;
}, Object.keys(FRAME_ROOTS).length);

/**
 * Marks a root's hydration as committed. It is the last child of each root, identical on the
 * server and in the browser (it renders nothing, so the markup and useId's tree positions match),
 * and effects run children first: its effect is the last of the root's hydration commit.
 * Why not set the marker next to `hydrateRoot`: that call only schedules hydration, so a marker
 * set there meant "hydration started" and tests acted on markup without handlers.
 */
export function RootHydrated() {
  useEffect(() => gate.rootCommitted(), []);
  return null;
}

function Arrived({ boundary }: { boundary: Boundary }) {
  useEffect(() => {
    boundary.arrived = true;
    gate.release(boundary);
  }, [boundary]);
  return null;
}

/**
 * A Suspense boundary the hydration marker waits for. React hydrates the content of a boundary the
 * server finished in a later commit of its own (at low priority), after the root's: without this the
 * marker would be set while a remote's area is still server markup.
 */
export function TrackedSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [boundary] = useState<Boundary>(() => ({ arrived: false }));
  useEffect(() => {
    gate.wait(boundary);
    return () => gate.release(boundary);
  }, [boundary]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <Arrived boundary={boundary} />
    </Suspense>
  );
}

import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RootHydrated, TrackedSuspense, createHydrationGate } from '../../src/app/hydration.tsx';

function gate() {
  let calls = 0;
  const g = createHydrationGate(() => void (calls += 1));
  return { g, calls: () => calls };
}

describe('the hydration gate (when the page reports hydrated)', () => {
  it('reports nothing before the frame has committed, then once', () => {
    const { g, calls } = gate();
    expect(calls()).toBe(0);
    g.rootCommitted();
    g.rootCommitted();
    expect(calls()).toBe(1);
  });

  it('waits for every root of the page (both frames and the page area) to commit', () => {
    let calls = 0;
    const g = createHydrationGate(() => void (calls += 1), 3);
    g.rootCommitted();
    g.rootCommitted();
    expect(calls).toBe(0);
    g.rootCommitted();
    expect(calls).toBe(1);
  });

  it("waits for a server-rendered boundary whose content hydrates after the root's commit", () => {
    const { g, calls } = gate();
    const area = { arrived: false };
    // The root's commit: the boundary's own effect runs before the frame's (children first).
    g.wait(area);
    g.rootCommitted();
    expect(calls()).toBe(0);
    // The boundary's content commits later.
    area.arrived = true;
    g.release(area);
    expect(calls()).toBe(1);
  });

  it('is not held by a boundary whose content committed with it (a client render: content effect first)', () => {
    const { g, calls } = gate();
    const area = { arrived: false };
    area.arrived = true;
    g.release(area);
    g.wait(area);
    g.rootCommitted();
    expect(calls()).toBe(1);
  });

  it('is released by a boundary that left the page (an error boundary showed its fallback instead)', () => {
    const { g, calls } = gate();
    const [area, widget] = [{ arrived: false }, { arrived: false }];
    g.wait(area);
    g.wait(widget);
    g.rootCommitted();
    g.release(area);
    expect(calls()).toBe(0);
    g.release(widget);
    expect(calls()).toBe(1);
  });
});

describe('the hydration markers in the server markup', () => {
  it('add nothing: the markup is the same as without them, so hydration matches', () => {
    const plain = renderToString(
      <div>
        <Suspense fallback={<p>loading</p>}>
          <p>remote page</p>
        </Suspense>
      </div>,
    );
    const tracked = renderToString(
      <div>
        <TrackedSuspense fallback={<p>loading</p>}>
          <p>remote page</p>
        </TrackedSuspense>
        <RootHydrated />
      </div>,
    );
    expect(tracked).toBe(plain);
  });
});

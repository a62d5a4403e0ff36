import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from '../src/lazy-component.tsx';

const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>;

describe('lazyComponent', () => {
  it('fetches its chunk once however often it is preloaded', async () => {
    let fetches = 0;
    const Lazy = lazyComponent(async () => (fetches++, Greeting));
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    await Lazy.preload();
    expect(fetches).toBe(1);
  });

  it('renders at once after preload, as server rendering and hydration need (no fallback)', async () => {
    const Lazy = lazyComponent(async () => Greeting);
    await Lazy.preload();
    expect(
      renderToString(
        <Suspense fallback={<p>loading</p>}>
          <Lazy name="Ana" />
        </Suspense>,
      ),
    ).toContain('hello <!-- -->Ana');
  });

  it('suspends until the chunk arrives when it was not preloaded', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const Lazy = lazyComponent(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const page = () =>
      renderToString(
        <Suspense fallback={<p>loading</p>}>
          <Lazy name="Ion" />
        </Suspense>,
      );
    expect(page()).toContain('loading');
    arrive(Greeting);
    await Lazy.preload();
    expect(page()).toContain('hello <!-- -->Ion');
  });

  it('tries again after a failed fetch', async () => {
    let calls = 0;
    const Lazy = lazyComponent(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(calls).toBe(2);
  });
});

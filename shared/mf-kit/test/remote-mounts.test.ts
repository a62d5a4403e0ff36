// Every real remote's routes agree with the URLs it declares: a disagreement would make the remote
// throw when it is loaded (defineRemote checks the same), which only a browser would notice.
import { describe, expect, it } from 'vitest';
import { mountMismatches } from '../src/define-remote.tsx';
import { mountProblems } from '../src/mounts.ts';
import type { RemoteRoute } from '../src/runtime.ts';

const REMOTES = ['mf-catalog', 'mf-content', 'mf-cart-checkout', 'mf-account', 'mf-adverts'];

describe.each(REMOTES)('%s', (remote) => {
  it('declares sound mounts that its routes agree with', async () => {
    const { mounts } = (await import(`../../../${remote}/src/mounts.ts`)) as { mounts: unknown };
    const { routes } = (await import(`../../../${remote}/src/routes.tsx`)) as { routes: RemoteRoute[] };
    expect(mountProblems(mounts)).toEqual([]);
    expect(mountMismatches(routes, mounts as Parameters<typeof mountMismatches>[1])).toEqual([]);
  });
});

// A remote's keyed store of back-end reads: read with the public GET unless the remote reads with
// another (a personal one, for pages that differ by shopper), and asked again when an answer changed
// on the server, the old answer shown meanwhile.
import { allSettled, createEffect, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { apiGetFx, createUnitFactory } from '@vitrina/events';
import type { ApiGet } from '@vitrina/events';
import { createResources, resourceKey } from '../src/resources.ts';

const call: ApiGet = { path: 'adverts/item', query: { slug: 'bike' } };

describe("a remote's resources", () => {
  it('read with the public GET by default', async () => {
    const resources = createResources(createUnitFactory('resources-public'));
    const scope = fork({ handlers: [[apiGetFx, () => ({ title: 'Bike' })]] });
    await resources.loadResources(scope, [call]);
    expect(scope.getState(resources.$resources)[resourceKey(call)]).toEqual({
      status: 'ready',
      data: { title: 'Bike' },
    });
  });

  it('read with the GET the remote names, never the public one', async () => {
    const ownRead = createEffect((request: ApiGet): unknown => ({ own: request.path }));
    const resources = createResources(createUnitFactory('resources-own'), { read: ownRead });
    const scope = fork({
      handlers: [
        [
          apiGetFx,
          () => {
            throw new Error('the public GET was used');
          },
        ],
      ],
    });
    await resources.loadResources(scope, [call]);
    expect(scope.getState(resources.$resources)[resourceKey(call)]).toEqual({
      status: 'ready',
      data: { own: 'adverts/item' },
    });
  });

  it('ask again for a refreshed read, keeping the answer shown until the new one arrives', async () => {
    let answers = 0;
    let release = () => {};
    const read = createEffect(async (_request: ApiGet): Promise<unknown> => {
      answers += 1;
      if (answers > 1) await new Promise<void>((resolve) => (release = resolve));
      return { version: answers };
    });
    const resources = createResources(createUnitFactory('resources-refresh'), { read });
    const scope = fork();
    await resources.loadResources(scope, [call]);
    const refreshed = allSettled(resources.resourceRefreshed, { scope, params: call });
    await expect.poll(() => answers).toBe(2);
    expect(scope.getState(resources.$resources)[resourceKey(call)]).toEqual({ status: 'ready', data: { version: 1 } });
    release();
    await refreshed;
    expect(scope.getState(resources.$resources)[resourceKey(call)]).toEqual({ status: 'ready', data: { version: 2 } });
  });
});

// The shop's settings and menu are on the bus: the shell and the page's remote, prepared at once
// in one scope, load them once between them (the remote joins the shell's load), and the page
// carries them once, for both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $siteSettings, siteFrameRequested } from '@vitrina/events';
import type { RemoteModule } from '@vitrina/mf-kit';
import { allSettled } from 'effector';
import { renderPage } from '../src/render/render-page.ts';
import type { ServerRemotes } from '../src/remotes/server-remotes.ts';
import { fakeBuild } from './helpers/fake-build.ts';
import { startFakeApi } from './helpers/fake-api.ts';
import { pageGateway } from './helpers/page-gateway.ts';

/** What the remote saw of the shop's settings while it prepared each page. */
const seen: unknown[] = [];
const remote = {
  App: () => null,
  namespace: 'probe',
  translations: {},
  handles: () => true,
  prepare: async ({ scope }) => {
    await allSettled(siteFrameRequested, { scope });
    seen.push(scope.getState($siteSettings)?.project);
  },
} as RemoteModule;
const remotes = { load: () => Promise.resolve(remote), size: 0 } as unknown as ServerRemotes;

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(async () => {
  await api?.close();
});

describe('the site frame on the bus', () => {
  it('is asked for once per page by the shell and the remote together, and serialized once', async () => {
    // No frame data cache, so nothing between the two asks but the bus.
    const gw = await pageGateway({
      apiUrl: api.url,
      env: { FRAME_DATA_TTL_MS: '0' },
      deps: { render: renderPage, remotes },
    });
    try {
      await gw.store.publish(fakeBuild('content', '1.0.0'));
      gw.store.pin('*', 'content', '1.0.0');
      const menuCalls = api.menuCalls.length;
      const page = await gw.get('/ro/page/about?a=1');
      expect(page.statusCode).toBe(200);
      expect(api.menuCalls.length - menuCalls).toBe(1);
      expect(seen).toEqual(['Farmacia Verde']);
      // The boot payload's state holds the settings under the bus's name only.
      expect(page.body.split('"project":"Farmacia Verde"')).toHaveLength(2);
      expect(page.body).toContain('"site-frame/settings":{');
      expect(page.body).not.toContain('"shell/settings"');
    } finally {
      await gw.app.close();
    }
  });
});

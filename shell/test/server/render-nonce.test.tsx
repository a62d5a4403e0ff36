import { use } from 'react';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $cspNonce, apiGetFx } from '@vitrina/events';
import type { RemoteModule } from '@vitrina/mf-kit';
import { SHELL_TEXTS } from '../../src/i18n/all-texts.ts';
import { createI18n } from '../../src/i18n/create-i18n.ts';
import { prepareShell } from '../../src/server/prepare.ts';
import { renderShell } from '../../src/server/render.tsx';

const NONCE = 'cmVuZGVyLW5vbmNlLXRlc3Q=';
const site = { brand: 'kids', title: 'Jucăria', langs: ['ro' as const], mainLang: 'ro' as const };

/** A remote whose page is still loading when the shell is ready: React finishes it with a script. */
function lateRemote() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const LatePage = () => {
    use(arrived);
    return <p>late content</p>;
  };
  const remote: RemoteModule = {
    App: LatePage,
    handles: () => true,
    prepare: async () => undefined,
    translations: {},
    namespace: 'catalog',
  };
  return { remote, arrive };
}

describe('the CSP nonce on the server', () => {
  it("is on React's own inline script that swaps in a remote area finished after the shell was sent", async () => {
    const { remote, arrive } = lateRemote();
    const rendered = await renderShell({
      url: 'http://kids.localhost/ro/catalog',
      scope: fork(),
      i18n: createI18n('ro', 'ro', SHELL_TEXTS),
      loader: { peek: () => remote, load: async () => remote, failedOnServer: () => false, ownerOf: () => 'catalog' },
      site,
      nonce: NONCE,
      onRecoverableError: (error) => {
        throw error;
      },
    });
    arrive();
    let html = '';
    for await (const chunk of rendered.body) html += String(chunk);
    expect(html).toContain('late content');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(` nonce="${NONCE}"`);
  });

  it("is put in the request's scope while preparing, for the <style> elements remotes render", async () => {
    const scope = fork({ handlers: [[apiGetFx, async () => ({})]] });
    await prepareShell({ scope, site, locale: 'ro', url: 'http://kids.localhost/ro', nonce: NONCE });
    expect(scope.getState($cspNonce)).toBe(NONCE);
  });
});

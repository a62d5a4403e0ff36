import { Suspense, use } from 'react';
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

/**
 * A remote whose page has a part still loading when the rest is sent: React finishes it with a
 * script. (A page area whose only content is still loading is sent whole once it arrives.)
 */
function lateRemote() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const LatePage = () => {
    use(arrived);
    return <p>late content</p>;
  };
  const remote: RemoteModule = {
    App: () => (
      <section>
        <h1>page</h1>
        <Suspense fallback={<p>loading</p>}>
          <LatePage />
        </Suspense>
      </section>
    ),
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
    let html = '';
    for await (const chunk of rendered.body()) {
      html += String(chunk);
      // The late part's fallback has been sent: it now arrives late.
      if (html.includes('<template')) arrive();
    }
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

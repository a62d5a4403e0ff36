// One frame and one stylesheet for everything mf-catalog shows: its pages and its widgets over the
// shell (the search window), each writing the stylesheet with the page's CSP nonce.
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { MemoryRouter } from '@vitrina/router/testing';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { cspNonceSet } from '@vitrina/events';
import { routes } from '../src/routes.tsx';
import { CatalogFrame } from '../src/shared/ui/CatalogFrame.tsx';
import { subscribeToWidgets, widgetHoldsStylesheet, widgetOpened } from '../src/shared/ui/stylesheet-owner.ts';
import { CATALOG_CSS } from '../src/shared/ui/styles.ts';

const NONCE = 'Y2F0YWxvZy1mcmFtZQ==';

/** Rendered as the shell renders a page: streamed, with the page's nonce for React's own tags. */
async function renderWithNonce(element: ReactNode): Promise<string> {
  const scope = fork();
  await allSettled(cspNonceSet, { scope, params: NONCE });
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(
      <Provider value={scope}>
        <MemoryRouter>{element}</MemoryRouter>
      </Provider>,
      {
        nonce: { script: NONCE, style: NONCE },
        onAllReady() {
          let html = '';
          stream.pipe(new PassThrough().on('data', (chunk: Buffer) => (html += chunk)).on('end', () => resolve(html)));
        },
        onError: reject,
      },
    );
  });
}

describe("the catalogue's one frame", () => {
  it("writes the stylesheet of a page as its frame's first child, with the nonce of the page", async () => {
    const html = await renderWithNonce(routes[0]!.element);
    expect(html).toMatch(new RegExp(`^<div class="mfcat"[^>]*><style nonce="${NONCE}">`));
  });

  it("writes the stylesheet of a widget as its frame's first child too, with the nonce", async () => {
    const html = await renderWithNonce(<CatalogFrame widget>x</CatalogFrame>);
    expect(html).toMatch(new RegExp(`^<div class="mfcat"><style nonce="${NONCE}">[^<]+</style>x</div>$`));
  });

  it("hands the stylesheet to an open widget's frame and takes it back when the last one closes", () => {
    const changes: boolean[] = [];
    const stop = subscribeToWidgets(() => changes.push(widgetHoldsStylesheet()));
    expect(widgetHoldsStylesheet()).toBe(false);
    const closeFirst = widgetOpened();
    const closeSecond = widgetOpened();
    closeFirst();
    expect(widgetHoldsStylesheet()).toBe(true);
    closeSecond();
    stop();
    widgetOpened()();
    expect(changes).toEqual([true, true, true, false]);
    expect(widgetHoldsStylesheet()).toBe(false);
  });

  it('scopes every rule of its one stylesheet under .mfcat', () => {
    const rules = CATALOG_CSS.split('\n').filter((line) => line.includes('{') && !line.startsWith('@'));
    expect(rules.length).toBeGreaterThan(50);
    for (const rule of rules) {
      // Commas inside :is(...) do not separate selectors.
      for (const selector of rule.slice(0, rule.indexOf('{')).split(/,(?![^(]*\))/)) {
        expect(selector, rule).toMatch(/^\.mfcat(\s|$|\{)/);
      }
    }
  });
});

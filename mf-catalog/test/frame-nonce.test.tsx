// One frame and one stylesheet for everything mf-catalog shows: its pages and its widgets over the
// shell (the search window), each root writing the stylesheet with the page's CSP nonce.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@vitrina/router/testing';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { cspNonceSet } from '@vitrina/events';
import { routes } from '../src/routes.tsx';
import { CatalogFrame } from '../src/shared/ui/CatalogFrame.tsx';
import { CATALOG_CSS } from '../src/shared/ui/styles.ts';

const NONCE = 'Y2F0YWxvZy1mcmFtZQ==';

async function renderWithNonce(element: ReactNode) {
  const scope = fork();
  await allSettled(cspNonceSet, { scope, params: NONCE });
  return renderToString(
    <Provider value={scope}>
      <MemoryRouter>{element}</MemoryRouter>
    </Provider>,
  );
}

describe("the catalogue's one frame", () => {
  it.each([
    ['the parent of every page', routes[0]!.element],
    ['a widget over the shell', <CatalogFrame key="widget">x</CatalogFrame>],
  ])('%s writes the stylesheet with the nonce of the page', async (_name, element) => {
    const html = await renderWithNonce(element);
    expect(html).toMatch(new RegExp(`^<div class="mfcat"[^>]*><style nonce="${NONCE}">`));
  });

  it('scopes every rule of its one stylesheet under .mfcat', () => {
    const rules = CATALOG_CSS.split('\n').filter((line) => line.includes('{') && !line.startsWith('@'));
    expect(rules.length).toBeGreaterThan(50);
    for (const rule of rules) {
      for (const selector of rule.slice(0, rule.indexOf('{')).split(',')) {
        expect(selector, rule).toMatch(/^\.mfcat(\s|$|\{)/);
      }
    }
  });
});

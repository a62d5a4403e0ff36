import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { cspNonceSet } from '@vitrina/events';
import { ExtrasFrame } from '../src/features/ui/ExtrasFrame.tsx';
import { Frame } from '../src/shared/ui/Frame.tsx';

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

describe("the catalogue's styles under the page's CSP", () => {
  it.each([
    ['the page frame', <Frame key="frame" />],
    ['the extras frame (search window, second-half pages)', <ExtrasFrame key="extras">x</ExtrasFrame>],
  ])('%s writes its <style> with the nonce of the page', async (_name, element) => {
    const html = await renderWithNonce(element);
    expect(html).toMatch(new RegExp(`<style nonce="${NONCE}">`));
  });
});

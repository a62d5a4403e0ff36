import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@vitrina/router/testing';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { cspNonceSet } from '@vitrina/events';
import { Frame } from '../src/shared/ui/Frame.tsx';

const NONCE = 'Y29udGVudC1mcmFtZQ==';

describe("the content remote's styles under the page's CSP", () => {
  it('are written once, the primitives first, with the nonce of the page', async () => {
    const scope = fork();
    await allSettled(cspNonceSet, { scope, params: NONCE });
    const html = renderToString(
      <Provider value={scope}>
        <MemoryRouter>
          <Frame />
        </MemoryRouter>
      </Provider>,
    );
    expect(html).toContain(`<style nonce="${NONCE}">`);
    // One element: the primitives' rules (@vitrina/ui) and then the remote's own.
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html).toMatch(/<style[^>]*>\.vui-button\{[^<]*\.mfc\{/);
  });
});

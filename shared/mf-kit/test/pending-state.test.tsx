// What a page shows until its data is there, as every remote hands it to @vitrina/ui's StateView:
// the page kit's three pending states in the kit's names, the retry, and the 404 a missing page is.
import { renderToString } from 'react-dom/server';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { createUnitFactory } from '@vitrina/events';
import { MemoryRouter } from '@vitrina/router/testing';
import { createPageKit } from '../src/page-kit.ts';
import type { PendingView } from '../src/page-kit.ts';
import { createResources } from '../src/resources.ts';

const kit = createPageKit(createResources(createUnitFactory('pending-state-test')), () => 'Not found');
const retry = () => undefined;

function stateOf(state: PendingView['state']) {
  let props: ReturnType<typeof kit.usePendingState> | undefined;
  const Page = () => {
    props = kit.usePendingState({ state, retry, locale: 'en', params: {}, search: new URLSearchParams() });
    return null;
  };
  renderToString(
    <Provider value={fork()}>
      <MemoryRouter initialEntries={['/en/gone']}>
        <Page />
      </MemoryRouter>
    </Provider>,
  );
  return props;
}

describe("a page's pending state", () => {
  it("is the state view's loading, empty (a missing page, standing for a 404) or error state", () => {
    expect([stateOf('loading')?.state, stateOf('missing')?.state, stateOf('failed')?.state]).toEqual([
      'loading',
      'empty',
      'error',
    ]);
    expect(stateOf('missing')?.emptyStatus).toBe(404);
  });

  it("retries the page's calls from the error state", () => {
    expect(stateOf('failed')?.onRetry).toBe(retry);
  });
});

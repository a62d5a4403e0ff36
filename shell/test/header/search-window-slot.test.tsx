import { fork } from 'effector';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { $headerWindow } from '@vitrina/events';
import type { HeaderWindow } from '@vitrina/events';
import type { RemoteModule } from '@vitrina/mf-kit';
import { RemoteLoaderContext } from '../../src/remotes/remote-loader.ts';
import type { RemoteLoader } from '../../src/remotes/remote-loader.ts';
import { ListCountsSlot, SearchWindowSlot } from '../../src/header/SearchWindowSlot.tsx';

const catalog = (widgets?: RemoteModule['widgets']): RemoteModule => ({
  App: () => null,
  handles: () => true,
  prepare: async () => undefined,
  translations: {},
  namespace: 'catalog',
  ...(widgets ? { widgets } : {}),
});

function render(element: React.ReactElement, module: RemoteModule | undefined, window: HeaderWindow = 'search') {
  const asked: string[] = [];
  const loader: RemoteLoader = {
    peek: (key) => {
      asked.push(key);
      return module;
    },
    load: async () => module ?? Promise.reject(new Error('not pinned')),
    failedOnServer: () => false,
    ownerOf: () => 'catalog',
  };
  const scope: Scope = fork({ values: [[$headerWindow, window]] });
  const html = renderToString(
    <Provider value={scope}>
      <RemoteLoaderContext.Provider value={loader}>{element}</RemoteLoaderContext.Provider>
    </Provider>,
  );
  return { html, asked };
}

describe('the search window slot', () => {
  it("mounts the catalogue's search-window widget while the header window is 'search'", () => {
    const { html, asked } = render(<SearchWindowSlot />, catalog({ 'search-window': () => <p>results here</p> }));
    expect(asked).toEqual(['catalog']);
    expect(html).toContain('data-testid="search-window-slot"');
    expect(html).toContain('results here');
  });

  it('renders nothing and loads nothing for the other header windows', () => {
    for (const window of ['none', 'catalog'] as const) {
      const { html, asked } = render(
        <SearchWindowSlot />,
        catalog({ 'search-window': () => <p>results here</p> }),
        window,
      );
      expect(html).toBe('');
      expect(asked).toEqual([]);
    }
  });

  it('shows the fallback with a retry button when the remote has no such widget', () => {
    const { html } = render(<SearchWindowSlot />, catalog());
    expect(html).toContain('data-remote-fallback="catalog"');
    expect(html).toContain('<button');
  });

  it('shows nothing while the remote is still loading (the widget draws its own skeleton)', () => {
    const { html } = render(<SearchWindowSlot />, undefined);
    expect(html).toBe('<div class="search-window-slot" data-testid="search-window-slot"></div>');
  });
});

describe('the list counts slot', () => {
  it('mounts the headless list-counts widget on every page and stays silent when it is missing', () => {
    expect(render(<ListCountsSlot />, catalog({ 'list-counts': () => <i>counts</i> }), 'none').html).toContain(
      '<i>counts</i>',
    );
    expect(render(<ListCountsSlot />, catalog(), 'none').html).toBe('');
  });
});

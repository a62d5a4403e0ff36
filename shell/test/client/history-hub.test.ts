// The page's three roots follow one history: the shell's own work on a move runs once, before
// any root's router hears of it; a root that starts late starts where the server rendered.
import { describe, expect, it } from 'vitest';
import type { Location } from '@vitrina/router';
import { createHistoryHub } from '../../src/client/history-hub.ts';
import type { BrowserHistory, HistoryUpdate } from '../../src/client/history-hub.ts';

function fakeHistory() {
  let listener: ((update: HistoryUpdate) => void) | null = null;
  const at = (pathname: string) => ({ pathname, search: '', hash: '', state: null, key: pathname }) as Location;
  const history = {
    action: 'POP',
    location: at('/ro/catalog'),
    listen(next: (update: HistoryUpdate) => void) {
      if (listener) throw new Error('a history takes one listener');
      listener = next;
      return () => void (listener = null);
    },
    push(pathname: string) {
      history.location = at(pathname);
      history.action = 'PUSH';
      listener?.({ action: 'PUSH', location: history.location } as HistoryUpdate);
    },
  };
  return history;
}

describe('the history hub', () => {
  it("runs the shell's work once per move, before each root's router hears of it", () => {
    const history = fakeHistory();
    const heard: string[] = [];
    const hub = createHistoryHub(history as unknown as BrowserHistory, (u) =>
      heard.push(`shell ${u.location.pathname}`),
    );
    hub.subscribe((u) => heard.push(`page ${u.location.pathname}`));
    const stop = hub.subscribe((u) => heard.push(`frame ${u.location.pathname}`));
    history.push('/ro/product/1');
    stop();
    history.push('/ro/cart');
    expect(heard).toEqual([
      'shell /ro/product/1',
      'page /ro/product/1',
      'frame /ro/product/1',
      'shell /ro/cart',
      'page /ro/cart',
    ]);
  });

  it('remembers where the page was when it loaded, after the shopper has moved on', () => {
    const history = fakeHistory();
    const hub = createHistoryHub(history as unknown as BrowserHistory, () => undefined);
    history.push('/ro/cart');
    expect(hub.initial.location.pathname).toBe('/ro/catalog');
    expect(hub.history.location.pathname).toBe('/ro/cart');
  });
});

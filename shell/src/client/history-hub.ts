import type { Location, NavigationType, createBrowserHistory } from '@vitrina/router';

export type BrowserHistory = ReturnType<typeof createBrowserHistory>;

export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
}

export interface HistoryHub {
  history: BrowserHistory;
  /** Where the page was when it loaded: what the server rendered, so what every root hydrates at. */
  initial: HistoryUpdate;
  subscribe(listener: (update: HistoryUpdate) => void): () => void;
}

/**
 * The page's one history, heard by its three roots' routers. A history takes a single listener:
 * this is it. It runs `beforeRender` (the shell's own work on a move: scroll, head and header
 * reset) once, before telling any router, so the reset comes before the next page's own state.
 */
export function createHistoryHub(history: BrowserHistory, beforeRender: (update: HistoryUpdate) => void): HistoryHub {
  const listeners = new Set<(update: HistoryUpdate) => void>();
  history.listen((update) => {
    beforeRender(update);
    for (const listener of listeners) listener(update);
  });
  return {
    history,
    initial: { action: history.action, location: history.location },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

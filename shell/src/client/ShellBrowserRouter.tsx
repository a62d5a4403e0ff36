import { startTransition, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Router } from '@vitrina/router';
import type { Location, NavigationType, createBrowserHistory } from '@vitrina/router';

export type BrowserHistory = ReturnType<typeof createBrowserHistory>;

export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
}

/**
 * The browser's router: react-router's declarative <Router> on the page's history. Written here
 * rather than taken as <BrowserRouter> because the shell must act on a move before React renders
 * the next page (reset the header and head, remember the scroll position), and the history takes
 * one listener: this component is it, and calls `beforeRender` first. The update is a transition,
 * so the page being left stays up while the next one loads its code.
 */
export function ShellBrowserRouter(props: {
  history: BrowserHistory;
  beforeRender: (update: HistoryUpdate) => void;
  children: ReactNode;
}) {
  const { history, beforeRender } = props;
  const [state, setState] = useState<HistoryUpdate>({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen((update) => {
        beforeRender(update);
        startTransition(() => setState(update));
      }),
    [history, beforeRender],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {props.children}
    </Router>
  );
}

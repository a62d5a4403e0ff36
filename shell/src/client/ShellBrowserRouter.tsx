import { startTransition, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Router } from '@vitrina/router';
import type { HistoryHub, HistoryUpdate } from './history-hub.ts';

/**
 * A root's router: react-router's declarative <Router> on the page's history, told of each move
 * by the history hub (written here rather than taken as <BrowserRouter> because the page has
 * three roots on one history, and the shell acts on a move before any of them renders). The
 * update is a transition, so the page being left stays up while the next one loads its code.
 */
export function ShellBrowserRouter(props: { hub: HistoryHub; children: ReactNode }) {
  const { hub } = props;
  // A frame hydrates later than the page area: it starts where the server rendered it, then
  // catches up with a move the shopper made meanwhile.
  const [state, setState] = useState<HistoryUpdate>(hub.initial);
  useLayoutEffect(() => {
    const current = { action: hub.history.action, location: hub.history.location };
    if (current.location !== hub.initial.location) startTransition(() => setState(current));
    return hub.subscribe((update) => startTransition(() => setState(update)));
  }, [hub]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={hub.history}>
      {props.children}
    </Router>
  );
}

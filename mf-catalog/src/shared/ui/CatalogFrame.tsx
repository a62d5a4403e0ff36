import { useLayoutEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { $cspNonce } from '@vitrina/events';
import { subscribeToWidgets, widgetHoldsStylesheet, widgetOpened } from './stylesheet-owner.ts';
import { FRAME_CSS } from './styles.ts';

/**
 * The root of everything the remote shows: its pages (the parent of every route) and its widgets
 * over the shell (the search window mounts outside the remote's area). The one stylesheet goes
 * with it, with the page's CSP nonce, as the frame's first child (HTML allows a <style> in the
 * body there): the page's frame writes it, unless a widget's frame, which comes earlier in the
 * document, holds it (stylesheet-owner.ts).
 */
export function CatalogFrame({ children, testId, widget }: { children: ReactNode; testId?: string; widget?: boolean }) {
  const nonce = useUnit($cspNonce);
  const widgetHolds = useSyncExternalStore(subscribeToWidgets, widgetHoldsStylesheet, () => false);
  useLayoutEffect(() => (widget ? widgetOpened() : undefined), [widget]);
  return (
    <div className="mfcat" data-testid={testId}>
      {widget || !widgetHolds ? <style nonce={nonce || undefined}>{FRAME_CSS}</style> : null}
      {children}
    </div>
  );
}

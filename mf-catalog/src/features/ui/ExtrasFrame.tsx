import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { $cspNonce } from '@vitrina/events';
import { EXTRAS_CSS } from './styles.ts';

/**
 * The root of each of the second half's pages and of the search window: its scoped styles once,
 * with the page's CSP nonce (the window mounts on client navigation too).
 */
export function ExtrasFrame({ children, testId }: { children: ReactNode; testId?: string }) {
  const nonce = useUnit($cspNonce);
  return (
    <div className="mfx" data-testid={testId}>
      <style nonce={nonce || undefined}>{EXTRAS_CSS}</style>
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { $cspNonce } from '@vitrina/events';
import { CATALOG_CSS } from './styles.ts';

/**
 * The root of everything the remote shows: its pages (the parent of every route) and its widgets
 * over the shell (the search window mounts outside the remote's area). The one stylesheet goes
 * with it, with the page's CSP nonce, so both sides render the same markup.
 */
export function CatalogFrame({ children, testId }: { children: ReactNode; testId?: string }) {
  const nonce = useUnit($cspNonce);
  return (
    <div className="mfcat" data-testid={testId}>
      <style nonce={nonce || undefined}>{CATALOG_CSS}</style>
      {children}
    </div>
  );
}

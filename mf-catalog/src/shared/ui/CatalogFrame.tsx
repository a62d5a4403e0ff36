import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { $cspNonce } from '@vitrina/events';
import { CATALOG_CSS } from './styles.ts';

/**
 * The root of everything the remote shows: its pages (the parent of every route) and its widgets
 * over the shell (the search window mounts outside the remote's area). The one stylesheet goes
 * with it, with the page's CSP nonce: a page's as the frame's first child (HTML allows a <style> in
 * the body there); a widget's, rendered in the browser only, is put into <head> by React, since a
 * second <style> in the body after another frame is invalid HTML.
 */
export function CatalogFrame({ children, testId, widget }: { children: ReactNode; testId?: string; widget?: boolean }) {
  const nonce = useUnit($cspNonce);
  const hoisted = widget ? { href: 'catalog', precedence: 'remote' } : {};
  return (
    <div className="mfcat" data-testid={testId}>
      <style {...hoisted} nonce={nonce || undefined}>
        {CATALOG_CSS}
      </style>
      {children}
    </div>
  );
}

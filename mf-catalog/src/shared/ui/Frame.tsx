import { useUnit } from 'effector-react';
import { Outlet } from 'react-router-dom';
import { $cspNonce } from '@vitrina/events';
import { CATALOG_CSS } from './styles.ts';

/** The parent of every route: the remote's styles once (with the page's CSP nonce), then the page. */
export function Frame() {
  const nonce = useUnit($cspNonce);
  return (
    <div className="mfcat">
      <style nonce={nonce || undefined}>{CATALOG_CSS}</style>
      <Outlet />
    </div>
  );
}

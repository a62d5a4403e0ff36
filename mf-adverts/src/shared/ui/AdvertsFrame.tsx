import { useUnit } from 'effector-react';
import { Outlet } from '@vitrina/router';
import { $cspNonce } from '@vitrina/events';
import { ADVERTS_CSS } from './styles.ts';

/** The parent of every page of the remote: its styles once (with the page's CSP nonce), then the page. */
export function AdvertsFrame() {
  const nonce = useUnit($cspNonce);
  return (
    <div className="mfad">
      <style nonce={nonce || undefined}>{ADVERTS_CSS}</style>
      <Outlet />
    </div>
  );
}

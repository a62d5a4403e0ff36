import { useUnit } from 'effector-react';
import { Outlet } from '@vitrina/router';
import { $cspNonce } from '@vitrina/events';
import { UI_CSS } from '@vitrina/ui';
import { ORDER_CSS } from './order-styles.ts';
import { ACCOUNT_CSS } from './styles.ts';

/** The primitives' rules first, so the remote's own can refine them. */
export const FRAME_CSS = UI_CSS + ACCOUNT_CSS + ORDER_CSS;

/** The parent of every page of the remote: its styles once (with the page's CSP nonce), then the page. */
export function AccountFrame() {
  const nonce = useUnit($cspNonce);
  return (
    <div className="mfa">
      <style nonce={nonce || undefined}>{FRAME_CSS}</style>
      <Outlet />
    </div>
  );
}

/**
 * The styles of a window drawn over another remote's page: the window lives in the shell's modal
 * host, which only the browser fills (never in server HTML), so a <style> inside it is the simplest
 * carrier, and it goes with the window.
 */
export function WindowStyles() {
  const nonce = useUnit($cspNonce);
  return <style nonce={nonce || undefined}>{FRAME_CSS}</style>;
}

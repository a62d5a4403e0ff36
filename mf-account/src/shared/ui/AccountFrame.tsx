import { useUnit } from 'effector-react';
import { Outlet } from '@vitrina/router';
import { $cspNonce } from '@vitrina/events';
import { UI_CSS, WindowStyles } from '@vitrina/ui';
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

/** The same rules for a window drawn into the shell's modal host (hoisted to the head: WindowStyles). */
export function AccountWindowStyles() {
  return <WindowStyles name="account" css={FRAME_CSS} />;
}

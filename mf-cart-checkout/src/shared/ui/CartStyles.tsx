import { useUnit } from 'effector-react';
import { $cspNonce } from '@vitrina/events';
import { UI_CSS, WindowStyles } from '@vitrina/ui';
import { CART_CSS } from './styles.ts';

/** The primitives' rules first, so the remote's own can refine them. */
export const FRAME_CSS = UI_CSS + CART_CSS;

/** The remote's styles, with the page's CSP nonce, as the first child of the page's frame. */
export function CartStyles() {
  const nonce = useUnit($cspNonce);
  return <style nonce={nonce || undefined}>{FRAME_CSS}</style>;
}

/** The same rules for a window drawn into the shell's modal host (hoisted to the head: WindowStyles). */
export function CartWindowStyles({ extra = '' }: { extra?: string }) {
  return <WindowStyles name={extra ? 'cart-product' : 'cart'} css={FRAME_CSS + extra} />;
}

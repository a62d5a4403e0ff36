import { useUnit } from 'effector-react';
import { $cspNonce } from '@vitrina/events';
import { UI_CSS } from '@vitrina/ui';
import { CART_CSS } from './styles.ts';

/** The primitives' rules first, so the remote's own can refine them. */
export const FRAME_CSS = UI_CSS + CART_CSS;

/**
 * The remote's styles, with the page's CSP nonce: once in the page's frame, and inside each window
 * drawn into the shell's modal host (only the browser fills it, so it carries its own).
 */
export function CartStyles() {
  const nonce = useUnit($cspNonce);
  return <style nonce={nonce || undefined}>{FRAME_CSS}</style>;
}

import { useUnit } from 'effector-react';
import { $cspNonce } from '@vitrina/events';
import { CHECKOUT_CSS } from './styles.ts';

/** The checkout's rules, with the page's CSP nonce, in the page itself (only this page needs them). */
export function CheckoutStyles() {
  const nonce = useUnit($cspNonce);
  return <style nonce={nonce || undefined}>{CHECKOUT_CSS}</style>;
}

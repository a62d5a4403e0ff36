import { useUnit } from 'effector-react';
import { $cspNonce } from '@vitrina/events';

/**
 * A window's stylesheet. Windows are drawn into the shell's modal host, after the page, and HTML
 * lets a <style> in the body style only its parent and what follows it, which the page's own
 * markup before the window breaks. So the window's rules go to the document's head: React 19 hoists
 * a <style> that has an href and a precedence, once per href however many windows carry it (the
 * browser only: windows are never in server HTML). `name` keys it: one remote's rules under one name.
 */
export function WindowStyles({ name, css }: { name: string; css: string }) {
  const nonce = useUnit($cspNonce);
  return (
    <style href={`vitrina-window-${name}`} precedence="vitrina-windows" nonce={nonce || undefined}>
      {css}
    </style>
  );
}

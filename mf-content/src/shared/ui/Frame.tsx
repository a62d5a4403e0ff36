import { useUnit } from 'effector-react';
import { Outlet } from '@vitrina/router';
import { $cspNonce } from '@vitrina/events';
import { UI_CSS } from '@vitrina/ui';
import { CONTENT_CSS } from './styles.ts';

/** The primitives' rules first, so the remote's own can refine them. */
const FRAME_CSS = UI_CSS + CONTENT_CSS;

/**
 * The parent of every route: the styles once in one <style> (with the page's CSP nonce), then the
 * page. A modal's content is rendered into the shell's host, outside this element, and still gets
 * the primitives' rules: they are on vui- classes, not under .mfc.
 */
export function Frame() {
  const nonce = useUnit($cspNonce);
  return (
    <div className="mfc">
      <style nonce={nonce || undefined}>{FRAME_CSS}</style>
      <Outlet />
    </div>
  );
}

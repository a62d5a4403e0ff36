import type { ReactNode } from 'react';
import { Drawer, Modal } from '@vitrina/ui';
import { ADVERT_WINDOWS } from '../config/windows.ts';
import type { AdvertWindow as WindowName } from '../config/windows.ts';

/**
 * One of the adverts' windows, drawn into the shell's modal host while the bus holds its id (one at a
 * time; the host frames it, traps focus, closes it on Escape). The host is outside the remote's frame,
 * so the window carries the frame's class; the styles are the frame's own <style> (AdvertsFrame),
 * already in the page that opens the window: HTML takes a <style> in the body only as the first child
 * of what its rules style, and the window's would also match the page before it. `drawer`: a panel
 * along the edge (filters).
 */
export function AdvertWindow(props: { name: WindowName; title: string; drawer?: boolean; children: ReactNode }) {
  const Frame = props.drawer ? Drawer : Modal;
  return (
    <Frame id={ADVERT_WINDOWS[props.name]} title={props.title} className="mfad">
      <div data-testid={`window-${props.name}`}>{props.children}</div>
    </Frame>
  );
}

import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useUnit } from 'effector-react';
import { $openModal, modalClosed, modalOpened } from '@vitrina/events';
import { cx } from './class-names.ts';
import { MODAL_KIND_ATTRIBUTE, MODAL_SLOT_ID, MODAL_TITLE_ID } from './modal-contract.ts';
import type { ModalKind } from './modal-contract.ts';

export interface WindowProps {
  /** The window's id on the bus: it shows while `$openModal` holds it. */
  id: string;
  /** The heading; it names the host's dialog. */
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

/** Opens and closes a window through the bus; opening one closes any other (one id on the bus). */
export function useModal(id: string) {
  const [openId, opened, closed] = useUnit([$openModal, modalOpened, modalClosed]);
  return { isOpen: openId === id, open: () => opened(id), close: () => closed() };
}

/**
 * A centred window. The shell's modal host draws the frame every window needs (backdrop, close
 * button, focus trap, Escape and focus back on the opener, z-index above the header) once for the
 * page; this is the owner's half: the content, rendered into the host's slot while the bus says
 * this id. See docs/decisions.md ("shared/ui") for why the host frames and the owner fills.
 */
export function Modal(props: WindowProps) {
  return <HostedWindow kind="modal" {...props} />;
}

/** The same window as a panel along the page's end edge (filters, a mini cart). */
export function Drawer(props: WindowProps) {
  return <HostedWindow kind="drawer" {...props} />;
}

const noSubscription = () => () => undefined;

/**
 * The host's slot in the browser; null on the server and while hydrating. A portal has no place in
 * server HTML, and a modal opens only on a shopper's action, so the server never shows one: the
 * browser hydrates the same (empty) markup, then renders the portal if the bus says so.
 */
function useModalSlot(): HTMLElement | null {
  return useSyncExternalStore(
    noSubscription,
    () => document.getElementById(MODAL_SLOT_ID),
    () => null,
  );
}

function HostedWindow({ kind, id, title, children, className }: WindowProps & { kind: ModalKind }) {
  const { isOpen, close } = useModal(id);
  const slot = useModalSlot();
  const latest = useRef({ isOpen, close });
  latest.current = { isOpen, close };
  // The host's frame outlives the owner: a window whose owner left the page (a link in it led
  // elsewhere) would leave the frame open and empty, with focus trapped in it.
  useEffect(
    () => () => {
      if (latest.current.isOpen) latest.current.close();
    },
    [],
  );
  if (!isOpen || !slot) return null;
  return createPortal(
    <div className={cx('vui-window', className)} {...{ [MODAL_KIND_ATTRIBUTE]: kind }}>
      <h2 id={MODAL_TITLE_ID} className="vui-window-title">
        {title}
      </h2>
      {children}
    </div>,
    slot,
  );
}

'use client';
// The header's and the bottom bar's buttons: a toggle that says whether what it opens is open,
// and a button that opens the shop's dialog (menu, catalogue, sign-in) in the modal layer.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { openModal } from './modal-events.ts';

export function ToggleButton({
  className,
  label,
  children,
  ...data
}: {
  className: string;
  label?: string;
  children: ReactNode;
  'data-mobile-search-toggle'?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-expanded={open}
      onClick={() => setOpen(!open)}
      {...data}
    >
      {children}
    </button>
  );
}

export function ModalButton({
  className,
  modal,
  label,
  expandable = false,
  testId,
  children,
}: {
  className: string;
  modal: string;
  label?: string;
  /** The menu button also says whether its dialog is open. */
  expandable?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup={modal === 'sign-in' ? undefined : 'dialog'}
      aria-expanded={expandable ? false : undefined}
      data-testid={testId}
      onClick={() => openModal(modal)}
    >
      {children}
    </button>
  );
}

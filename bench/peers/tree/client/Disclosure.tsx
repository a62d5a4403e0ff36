'use client';
// A button that shows and hides the panel after it: a category's dropdown, the language panel,
// the catalogue window. Interactive, so a client component in the Next.js peer.
import { useId, useState } from 'react';
import type { ReactNode } from 'react';

export function Disclosure({
  className,
  panelClassName,
  label,
  panel,
}: {
  className: string;
  panelClassName: string;
  label: ReactNode;
  panel?: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      <div id={id} className={panelClassName} hidden={!open}>
        {panel}
      </div>
    </>
  );
}

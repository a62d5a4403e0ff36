'use client';
// The page's modal layer: hidden until a button opens a dialog, closed by its close button.
import { useEffect, useState } from 'react';
import { t } from '../texts.ts';
import { Icon } from '../Icon.tsx';
import { onModal, openModal } from './modal-events.ts';

export function ModalLayer() {
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => onModal(setOpen), []);
  return (
    <div className="modal-layer" hidden={open === null}>
      <div className="backdrop" onClick={() => openModal(null)} />
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="modal-title" tabIndex={-1}>
        <button type="button" className="icon-button modal-close" aria-label={t.close} onClick={() => openModal(null)}>
          <Icon name="close" />
        </button>
        <div id="modal-slot" data-modal={open ?? undefined} />
      </div>
    </div>
  );
}

import { useCallback, useRef } from 'react';
import { useUnit } from 'effector-react';
import { $openModal, modalClosed } from '@vitrina/events';
import { useShellT } from '../i18n/use-shell-t.ts';
import { Icon } from '../shared/icons.tsx';
import { useFocusTrap } from '../shared/use-focus-trap.ts';

/** The element a modal's owner renders its content into (a React portal). */
export const MODAL_SLOT_ID = 'modal-slot';
/** The id the owner gives its modal's heading; the dialog is named by it. */
export const MODAL_TITLE_ID = 'modal-title';

/**
 * The one modal frame of the page (z-index 60). The bus keeps a single open modal id, so opening
 * one closes any other. The frame owns what every modal needs: backdrop, close button, focus trap,
 * Escape, and focus back on the opener. The modal's owner (a remote) renders its content into
 * #modal-slot with a portal while `$openModal` holds its id; the slot is always in the page so
 * the portal has a target on the same render that opens the frame.
 */
export function ModalHost() {
  const t = useShellT();
  const [openId, close] = useUnit([$openModal, modalClosed]);
  const dialog = useRef<HTMLDivElement>(null);
  const open = openId !== null;
  const onEscape = useCallback(() => close(), [close]);
  useFocusTrap(dialog, open, onEscape);
  return (
    <div className="modal-layer" hidden={!open} data-modal={openId ?? undefined}>
      <div className="backdrop" onClick={close} />
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={MODAL_TITLE_ID} ref={dialog} tabIndex={-1}>
        <button type="button" className="icon-button modal-close" aria-label={t('close')} onClick={close}>
          <Icon name="close" />
        </button>
        <div id={MODAL_SLOT_ID} />
      </div>
    </div>
  );
}

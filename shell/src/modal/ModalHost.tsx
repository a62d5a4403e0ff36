import { useCallback, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { $modalLocked, $openModal, modalDismissed } from '@vitrina/events';
import { MODAL_SLOT_ID, MODAL_TITLE_ID } from '@vitrina/ui';
import { useShellT } from '../i18n/use-shell-t.ts';
import { Icon } from '../shared/icons.tsx';
import { focusInto } from '../shared/focus.ts';
import { useFocusTrap } from '../shared/use-focus-trap.ts';

/**
 * The one modal frame of the page (z-index 60). The bus keeps a single open modal id, so opening
 * one closes any other. The frame owns what every modal needs: backdrop, close button, focus trap,
 * Escape, and focus back on the opener. The modal's owner (a remote, through @vitrina/ui's Modal or
 * Drawer) renders its content into the slot with a portal while `$openModal` holds its id; the slot
 * is always in the page so the portal has a target on the same render that opens the frame. The ids
 * are @vitrina/ui's (remotes cannot import the shell); a drawer's content says so on its root
 * (`data-modal-kind`) and the frame's CSS lays itself out along the end edge (layers-css.ts).
 * When a modal opens another (the bus swaps the id, the frame stays open), the first one's content
 * goes, and with it the focus: it moves into the new content. The trap and the focus return stay
 * those of the frame, so Escape gives focus back to what opened the first modal.
 * The shell's own windows (`children`) render in place beside the slot, so a server render can
 * carry one open. A locked window (the bus's `$modalLocked`: the age question) has no close button,
 * and the bus ignores the closes that Escape and the backdrop still send. The frame's closes are
 * requests (`modalDismissed`): a window that animates out finishes its animation, then closes.
 */
export function ModalHost({ children }: { children?: ReactNode }) {
  const t = useShellT();
  const [openId, locked, close] = useUnit([$openModal, $modalLocked, modalDismissed]);
  const dialog = useRef<HTMLDivElement>(null);
  const open = openId !== null;
  const onEscape = useCallback(() => close(), [close]);
  useFocusTrap(dialog, open, onEscape);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = openId;
    if (previous === null || openId === null || previous === openId || !dialog.current) return;
    return focusInto(dialog.current);
  }, [openId]);
  return (
    <div className="modal-layer" hidden={!open} data-modal={openId ?? undefined}>
      <div className="backdrop" onClick={close} />
      <div
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={MODAL_TITLE_ID}
        ref={dialog}
        tabIndex={-1}
      >
        {locked ? null : (
          <button type="button" className="icon-button modal-close" aria-label={t('close')} onClick={close}>
            <Icon name="close" />
          </button>
        )}
        {children}
        <div id={MODAL_SLOT_ID} />
      </div>
    </div>
  );
}

import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * For a disclosure (dropdown, panel) while it is open: a press outside `area` closes it, and
 * Escape closes it and puts focus back on its toggle, so a keyboard user is where they started.
 */
export function useDismiss(input: {
  open: boolean;
  area: RefObject<HTMLElement | null>;
  toggle: RefObject<HTMLElement | null>;
  onClose: () => void;
}): void {
  const { open, area, toggle, onClose } = input;
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (area.current && !area.current.contains(event.target as Node)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose();
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, area, toggle, onClose]);
}

import { useEffect } from 'react';
import type { RefObject } from 'react';
import { focusInto, focusableWithin, trappedFocusIndex } from './focus.ts';

/**
 * While `active`: Tab and Shift+Tab cycle inside `container`, Escape calls `onEscape`, focus
 * moves in (the first element marked `data-autofocus`, else the container; see `focusInto`), and
 * when the trap ends focus returns to the element that had it before (the button that opened it).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const stopWatching = focusInto(root);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableWithin(root);
      const index = trappedFocusIndex(
        items.indexOf(document.activeElement as HTMLElement),
        items.length,
        event.shiftKey,
      );
      if (index === null) return;
      event.preventDefault();
      items[index]!.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      stopWatching();
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [container, active, onEscape]);
}

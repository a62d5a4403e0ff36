/** Elements a keyboard user can Tab to inside a container, in document order. */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden],[inert]') && el.getClientRects().length > 0,
  );
}

/**
 * Where Tab goes inside a trap of `count` elements: from the last to the first and, with Shift,
 * from the first to the last; null lets the browser move focus normally. `current` is -1 when
 * focus is outside the trapped elements (it is pulled back in).
 */
export function trappedFocusIndex(current: number, count: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (current === -1) return backwards ? count - 1 : 0;
  if (backwards && current === 0) return count - 1;
  if (!backwards && current === count - 1) return 0;
  return null;
}

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

/**
 * Moves focus into `root`: to its element marked `data-autofocus`, else to `root` itself. Content
 * can arrive after the window opened (a remote's portal commits in its own root, or loads its
 * fields later), so while focus still rests on `root` the first marked element to appear takes it.
 * Returns the stop for that watch.
 */
export function focusInto(root: HTMLElement): () => void {
  const marked = () => root.querySelector<HTMLElement>('[data-autofocus]');
  const target = marked();
  if (target) {
    target.focus();
    return () => undefined;
  }
  root.focus();
  const watch = new MutationObserver(() => {
    if (document.activeElement !== root) return watch.disconnect();
    const arrived = marked();
    if (!arrived) return;
    watch.disconnect();
    arrived.focus();
  });
  watch.observe(root, { childList: true, subtree: true });
  return () => watch.disconnect();
}

/**
 * Scroll on navigation (spec, section 2): a new page starts at the top, except the home page;
 * going back or forward to a page restores where the shopper was on it, after 500 ms (the page's
 * content needs a moment to be there) and smoothly.
 */
export const SCROLL_RESTORE_DELAY_MS = 500;
const REMEMBERED_PAGES = 50;

export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';
export type ScrollPlan = { kind: 'top' } | { kind: 'restore'; y: number } | { kind: 'keep' };

export function scrollPlan(input: {
  action: NavigationAction;
  isHome: boolean;
  saved: number | undefined;
}): ScrollPlan {
  if (input.action === 'POP' && input.saved !== undefined) return { kind: 'restore', y: input.saved };
  if (input.isHome) return { kind: 'keep' };
  return { kind: 'top' };
}

/** Scroll positions per page (path and query), the oldest forgotten first. */
export class ScrollMemory {
  private readonly positions = new Map<string, number>();

  save(page: string, y: number): void {
    this.positions.delete(page);
    this.positions.set(page, y);
    if (this.positions.size > REMEMBERED_PAGES) this.positions.delete(this.positions.keys().next().value!);
  }

  get(page: string): number | undefined {
    return this.positions.get(page);
  }
}

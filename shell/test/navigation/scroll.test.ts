import { describe, expect, it } from 'vitest';
import { ScrollMemory, scrollPlan } from '../../src/navigation/scroll.ts';

describe('scroll on navigation', () => {
  it('goes to the top of a new page, except the home page', () => {
    expect(scrollPlan({ action: 'PUSH', isHome: false, saved: undefined })).toEqual({ kind: 'top' });
    expect(scrollPlan({ action: 'PUSH', isHome: false, saved: 640 })).toEqual({ kind: 'top' });
    expect(scrollPlan({ action: 'PUSH', isHome: true, saved: undefined })).toEqual({ kind: 'keep' });
  });

  it('restores the saved position when going back or forward to a page', () => {
    expect(scrollPlan({ action: 'POP', isHome: false, saved: 640 })).toEqual({ kind: 'restore', y: 640 });
    expect(scrollPlan({ action: 'POP', isHome: true, saved: 120 })).toEqual({ kind: 'restore', y: 120 });
    expect(scrollPlan({ action: 'POP', isHome: false, saved: undefined })).toEqual({ kind: 'top' });
  });

  it('remembers the latest position per page and forgets the oldest pages first', () => {
    const memory = new ScrollMemory();
    memory.save('/ro/catalog', 100);
    memory.save('/ro/catalog', 300);
    expect(memory.get('/ro/catalog')).toBe(300);
    for (let i = 0; i < 50; i++) memory.save(`/ro/page-${i}`, i);
    expect(memory.get('/ro/catalog')).toBeUndefined();
    expect(memory.get('/ro/page-49')).toBe(49);
  });
});

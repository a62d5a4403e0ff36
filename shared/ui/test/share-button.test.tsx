// A page's share button: a plain button named by its words; what it shares is the page's address as
// the shopper sees it (the shell's share model, tested in the shell, does the sharing).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShareButton, pageAddress } from '../src/index.ts';

describe('a share button', () => {
  it('is a secondary button named by its words; its icon is hidden from assistive technology', () => {
    const html = renderToString(<ShareButton label="Share" title="Oak door" />);
    expect(html).toMatch(/^<button type="button" data-testid="share-button" class="vui-button vui-button-secondary">/);
    expect(html).toContain('<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">');
    expect(html).toMatch(/<\/svg>Share<\/button>$/);
  });

  it("shares the page's address without its fragment, query kept (a product's options live there)", () => {
    const location = { origin: 'http://doors.localhost:3000', pathname: '/ro/product/usa-stejar', search: '?color=3' };
    expect(pageAddress(location)).toBe('http://doors.localhost:3000/ro/product/usa-stejar?color=3');
  });
});

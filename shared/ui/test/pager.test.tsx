// A list's page links as a shopper and a crawler meet them in server HTML: the pages around the
// current one, each a plain link to its own address, and none where they would lead nowhere.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Pager } from '../src/index.ts';
import type { PagerLinkProps } from '../src/index.ts';

const TEXTS = { label: 'Pages', previous: 'Previous page', next: 'Next page', page: (n: number) => `Page ${n}` };
const href = (n: number) => (n > 1 ? `/en/list?sort=new&page=${n}` : '/en/list?sort=new');
const render = (page: number, pages: number) =>
  renderToString(<Pager page={page} pages={pages} href={href} texts={TEXTS} />);
const linkedPages = (html: string) => [...html.matchAll(/aria-label="Page (\d+)"/g)].map((m) => Number(m[1]));

describe('a pager', () => {
  it('links the first, the one before, the one after and the last page, the current one marked', () => {
    const html = render(5, 9);
    expect(linkedPages(html)).toEqual([1, 4, 6, 9]);
    expect(html).toContain('<span aria-current="page">5</span>');
    expect(html).toContain('<nav aria-label="Pages">');
  });

  it('steps back and forth by plain links to the addresses the list gives', () => {
    const html = render(2, 3);
    expect(html).toContain('<a href="/en/list?sort=new" aria-label="Previous page">‹</a>');
    expect(html).toContain('<a href="/en/list?sort=new&amp;page=3" aria-label="Next page">›</a>');
  });

  it('offers no step before the first page nor after the last', () => {
    expect(render(1, 3)).not.toContain('Previous page');
    expect(render(3, 3)).not.toContain('Next page');
  });

  it('is not drawn for a list of one page, nor past the end of the list', () => {
    expect([render(1, 1), render(1, 0), render(4, 3)]).toEqual(['', '', '']);
  });

  it("draws its links with the remote's link component, so they navigate within the page", () => {
    const RouterLink = ({ to, children, ...rest }: PagerLinkProps) => (
      <a href={to} data-router="" {...rest}>
        {children}
      </a>
    );
    const html = renderToString(<Pager page={1} pages={2} href={href} texts={TEXTS} link={RouterLink} />);
    expect(html).toContain('<a href="/en/list?sort=new&amp;page=2" data-router="" aria-label="Page 2">2</a>');
  });
});

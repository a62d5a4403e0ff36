'use client';
// The listing's toolbar (count, filters drawer, sort, grid or list) around the server's cards, and
// "show more" under them: the shopper's choices change the list, so this part is a client one.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { t } from '../texts.ts';
import { openModal } from './modal-events.ts';

export function Listing({
  found,
  sorts,
  sort,
  display,
  more,
  children,
}: {
  found: number;
  sorts: string[];
  sort: string;
  display: 'grid' | 'list';
  more: boolean;
  children: ReactNode;
}) {
  const [shownAs, setShownAs] = useState(display);
  const go = (key: string, value: string) => {
    const url = new URL(window.location.href);
    url.searchParams.set(key, value);
    window.location.assign(url);
  };
  return (
    <div>
      <div className="toolbar">
        <p data-testid="products-found">{t.found(found)}</p>
        <button
          type="button"
          className="btn filters-toggle"
          aria-haspopup="dialog"
          data-testid="filters-toggle"
          onClick={() => openModal('filters')}
        >
          {t.filters}
        </button>
        <label>
          {t.sort}
          <select data-testid="sort" value={sort} onChange={(e) => go('sort', e.target.value)}>
            {sorts.map((one) => (
              <option key={one} value={one}>
                {t.sorts[one]}
              </option>
            ))}
          </select>
        </label>
        <div role="group" aria-label={t.display}>
          <button type="button" className="btn" aria-pressed={shownAs === 'grid'} onClick={() => setShownAs('grid')}>
            {t.grid}
          </button>
          <button type="button" className="btn" aria-pressed={shownAs === 'list'} onClick={() => setShownAs('list')}>
            {t.list}
          </button>
        </div>
      </div>
      <ul className={shownAs === 'list' ? 'rows' : 'grid'} data-testid="product-list" data-display={shownAs}>
        {children}
      </ul>
      {more ? (
        <button type="button" className="btn" data-testid="load-more" onClick={() => go('page', '2')}>
          {t.loadMore}
        </button>
      ) : null}
    </div>
  );
}

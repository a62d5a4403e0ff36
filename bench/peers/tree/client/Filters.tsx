'use client';
// The listing's filters: each group's options, the price range and "clear". A change goes into the
// page's URL (the storefront keeps filters there), which loads the filtered listing.
import { useState } from 'react';
import { t } from '../texts.ts';
import type { FilterGroup } from '../types.ts';

function go(change: (search: URLSearchParams) => void) {
  const url = new URL(window.location.href);
  change(url.searchParams);
  url.searchParams.delete('page');
  window.location.assign(url);
}

export function Filters({ groups, bounds }: { groups: FilterGroup[]; bounds: { min: number; max: number } }) {
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  return (
    <aside className="filters" aria-label={t.filters} data-testid="filters">
      {groups.map((group) => (
        <fieldset key={group.id} data-filter-group={group.id}>
          <legend>{group.title}</legend>
          {group.options.map((option) => (
            <label key={option.id}>
              <input
                type={group.type}
                name={`filter-${group.id}`}
                checked={option.active}
                onChange={() => go((search) => search.set(`filter-${group.id}`, String(option.id)))}
              />
              {option.title}
            </label>
          ))}
        </fieldset>
      ))}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          go((search) => {
            search.set('price_min', min);
            search.set('price_max', max);
          });
        }}
      >
        <fieldset>
          <legend>{t.price}</legend>
          <div className="range">
            <label>
              <span className="sr-only">{t.from}</span>
              <input
                inputMode="decimal"
                placeholder={`${t.from} ${bounds.min}`}
                name="price_min"
                value={min}
                onChange={(e) => setMin(e.target.value)}
              />
            </label>
            <label>
              <span className="sr-only">{t.to}</span>
              <input
                inputMode="decimal"
                placeholder={`${t.to} ${bounds.max}`}
                name="price_max"
                value={max}
                onChange={(e) => setMax(e.target.value)}
              />
            </label>
          </div>
          <button type="submit" className="btn">
            {t.apply}
          </button>
        </fieldset>
      </form>
      <button type="button" className="btn" onClick={() => go((search) => search.delete('filter'))}>
        {t.clearFilters}
      </button>
    </aside>
  );
}

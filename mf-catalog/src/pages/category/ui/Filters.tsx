import { useState } from 'react';
import type { FormEvent } from 'react';
import { cleanDecimalInput, decimalValue } from '@vitrina/domain/decimal-input';
import { PRICE_BOUND_MAX } from '@vitrina/domain/price-range';
import { Kept } from '@vitrina/mf-kit/kept-html';
import { useCatalogT, useCatalogTextsKey } from '../../../shared/i18n/use-catalog-t.ts';
import type { ProductList } from '../model/category-spec.ts';
import { chosenOptions, clearFilters, priceRange, toggleOption, withPrice } from '../model/list-query.ts';

type Group = ProductList['filters'][number];

export interface FiltersProps {
  groups: readonly Group[];
  bounds: ProductList['price'];
  search: URLSearchParams;
  onChange: (next: URLSearchParams) => void;
}

/** A typed bound as a price: '1000,50' is 1000.5; clamped to what the listing's call takes. */
const priceOf = (text: string) => decimalValue(text, { min: 0, max: PRICE_BOUND_MAX });

/**
 * The filter groups (checkbox and radio), the price range and a reset; every change is a URL change.
 * The price fields are decimal inputs (spec): a comma or a dot, two decimals, either bound alone.
 * The same for every visitor given the groups, the bounds and the query, so the server keeps its
 * markup (Kept): a long category has dozens of options, and each filter combination is a URL no
 * page cache holds.
 */
export function Filters({ groups, bounds, search, onChange }: FiltersProps) {
  const t = useCatalogT();
  const texts = useCatalogTextsKey();
  const range = priceRange(search);
  const [min, setMin] = useState(String(range.min ?? ''));
  const [max, setMax] = useState(String(range.max ?? ''));
  const submitPrice = (event: FormEvent) => {
    event.preventDefault();
    onChange(withPrice(search, { min: priceOf(min), max: priceOf(max) }));
  };
  return (
    <Kept
      as="aside"
      id="filters"
      keep={texts && `${texts}|${JSON.stringify([range, groups.map((g) => chosenOptions(search, g)), bounds, groups])}`}
      className="filters"
      aria-label={t('filters')}
      data-testid="filters"
    >
      {groups.map((group) => {
        const chosen = chosenOptions(search, group);
        const radio = group.type === 'radio';
        return (
          <fieldset key={String(group.id)} data-filter-group={String(group.id)}>
            <legend>{group.title}</legend>
            {group.options.map((option) => (
              <label key={option.id}>
                <input
                  type={radio ? 'radio' : 'checkbox'}
                  name={`filter-${String(group.id)}`}
                  checked={chosen.includes(option.id)}
                  // A radio chosen again clears the group: its click must reach us, so no onChange.
                  onChange={() => undefined}
                  onClick={() => onChange(toggleOption(search, group, option.id))}
                />
                {option.title}
              </label>
            ))}
          </fieldset>
        );
      })}
      <form onSubmit={submitPrice}>
        <fieldset>
          <legend>{t('price')}</legend>
          <div className="range">
            <label>
              <span className="sr-only">{t('priceFrom')}</span>
              <input
                inputMode="decimal"
                name="price_min"
                placeholder={`${t('priceFrom')} ${Math.floor(bounds.min)}`}
                value={min}
                onChange={(e) => setMin(cleanDecimalInput(e.target.value))}
              />
            </label>
            <label>
              <span className="sr-only">{t('priceTo')}</span>
              <input
                inputMode="decimal"
                name="price_max"
                placeholder={`${t('priceTo')} ${Math.ceil(bounds.max)}`}
                value={max}
                onChange={(e) => setMax(cleanDecimalInput(e.target.value))}
              />
            </label>
          </div>
          <button type="submit" className="btn">
            {t('apply')}
          </button>
        </fieldset>
      </form>
      <button type="button" className="btn" onClick={() => onChange(clearFilters(search))}>
        {t('clearFilters')}
      </button>
    </Kept>
  );
}

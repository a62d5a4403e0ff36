import type { FormEvent } from 'react';
import { Field } from '@vitrina/ui';
import { CATEGORIES_REQUEST, useReference } from '../../../entities/reference/index.ts';
import type { AdvertCategory } from '../../../entities/reference/index.ts';
import { OFFER_TYPES } from '../../../shared/config/advert-rules.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { NO_FILTERS, readFilters, withFilters } from '../lib/list-query.ts';
import type { ListFilters } from '../lib/list-query.ts';
import { PlaceFilters } from './PlaceFilters.tsx';
import { RangeFields } from './RangeFields.tsx';

interface FiltersFormProps {
  filters: ListFilters;
  onApply: (next: ListFilters) => void;
}

/**
 * The list's filters as a GET form: its fields are named as the URL's parameters, so it works before
 * the page's code runs; with it, submitting navigates to the same URL (filtersSearch) without a reload.
 * The sort is kept; the page starts again at 1.
 */
export function FiltersForm({ filters, onApply }: FiltersFormProps) {
  const t = useAdvertsT();
  const categories = useReference<AdvertCategory>(CATEGORIES_REQUEST);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') sent.set(name, value);
    onApply(withFilters(filters, { ...readFilters(sent), sort: filters.sort }));
  };
  const reset = () => onApply(withFilters(NO_FILTERS, { sort: filters.sort }));
  return (
    <form
      className="filters"
      method="get"
      role="search"
      aria-label={t('filters')}
      onSubmit={submit}
      data-testid="filters-form"
    >
      <Field name="search" label={t('searchLabel')}>
        {(control) => <input {...control} type="search" defaultValue={filters.search} maxLength={200} />}
      </Field>
      <fieldset>
        <legend>{t('offerType')}</legend>
        {OFFER_TYPES.map((type) => (
          <label key={type} className="check">
            <input type="radio" name="type" value={type} defaultChecked={filters.type === type} />
            {t(`offer.${type}`)}
          </label>
        ))}
      </fieldset>
      <SelectCategory value={filters.category} options={categories} label={t('category')} empty={t('anyCategory')} />
      <PlaceFilters filters={filters} />
      <RangeFields kind="price" min={filters.priceMin} max={filters.priceMax} />
      <RangeFields kind="area" min={filters.areaMin} max={filters.areaMax} />
      {filters.sort !== NO_FILTERS.sort ? <input type="hidden" name="sort" value={filters.sort} /> : null}
      <div className="row">
        <button type="submit" className="vui-button vui-button-primary" data-testid="filters-apply">
          {t('applyFilters')}
        </button>
        <button type="button" className="link-button" onClick={reset}>
          {t('resetFilters')}
        </button>
      </div>
    </form>
  );
}

/** The category, uncontrolled: the form reads it when sent. */
function SelectCategory(props: { value: number | null; options: AdvertCategory[]; label: string; empty: string }) {
  return (
    <Field name="category" label={props.label}>
      {(control) => (
        <select {...control} defaultValue={props.value === null ? '' : String(props.value)}>
          <option value="">{props.empty}</option>
          {props.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

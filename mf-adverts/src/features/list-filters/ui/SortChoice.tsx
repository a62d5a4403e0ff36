import { SORTS } from '../../../shared/config/advert-rules.ts';
import type { AdvertSort } from '../../../shared/config/advert-rules.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';

/** The sorts as a select (wide screens, beside the list). */
export function SortSelect({ sort, onSort }: { sort: AdvertSort; onSort: (sort: AdvertSort) => void }) {
  const t = useAdvertsT();
  return (
    <label className="row">
      {t('sortLabel')}
      <select
        className="vui-control"
        value={sort}
        onChange={(e) => onSort(e.target.value as AdvertSort)}
        data-testid="sort"
      >
        {SORTS.map((one) => (
          <option key={one} value={one}>
            {t(`sort.${one}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The same sorts as a list of choices (the phone's sortingAnnouncements window): a press chooses and closes it. */
export function SortOptions({ sort, onSort }: { sort: AdvertSort; onSort: (sort: AdvertSort) => void }) {
  const t = useAdvertsT();
  return (
    <fieldset className="filters">
      <legend>{t('sortLabel')}</legend>
      {SORTS.map((one) => (
        <label key={one} className="check">
          <input type="radio" name="sort-choice" value={one} checked={sort === one} onChange={() => onSort(one)} />
          {t(`sort.${one}`)}
        </label>
      ))}
    </fieldset>
  );
}

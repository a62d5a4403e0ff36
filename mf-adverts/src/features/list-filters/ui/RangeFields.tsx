import { useId } from 'react';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';

/**
 * A range as two fields (from, to) under one legend: the price in the shop's currency, the area in
 * square metres. Decimal keyboards on phones; the list's rules read what is typed (bounds.ts).
 */
export function RangeFields({ kind, min, max }: { kind: 'price' | 'area'; min: number | null; max: number | null }) {
  const t = useAdvertsT();
  const id = useId();
  const names = kind === 'price' ? (['price_min', 'price_max'] as const) : (['area_min', 'area_max'] as const);
  return (
    <fieldset>
      <legend>{kind === 'price' ? t('priceRange') : t('areaRange')}</legend>
      <div className="pair">
        {names.map((name, i) => (
          <div key={name} className="vui-field">
            <label className="vui-field-label" htmlFor={`${id}-${name}`}>
              {i === 0 ? t('from') : t('to')}
            </label>
            <input
              id={`${id}-${name}`}
              name={name}
              className="vui-control"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={(i === 0 ? min : max) ?? ''}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

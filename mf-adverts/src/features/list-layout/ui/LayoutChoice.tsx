import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { LAYOUTS } from '../model/layout-model.ts';
import type { ListLayout } from '../model/layout-model.ts';

const TEXT = { grid: 'layoutGrid', list: 'layoutList' } as const;

/** Wide screens: two toggle buttons beside the list. */
export function LayoutButtons({ layout, onLayout }: { layout: ListLayout; onLayout: (layout: ListLayout) => void }) {
  const t = useAdvertsT();
  return (
    <div role="group" aria-label={t('layout')} className="row">
      {LAYOUTS.map((one) => (
        <button
          key={one}
          type="button"
          className="vui-button vui-button-secondary"
          aria-pressed={layout === one}
          onClick={() => onLayout(one)}
        >
          {t(TEXT[one])}
        </button>
      ))}
    </div>
  );
}

/** The phone's announcementsLayout window: a press chooses and closes it. */
export function LayoutOptions({ layout, onLayout }: { layout: ListLayout; onLayout: (layout: ListLayout) => void }) {
  const t = useAdvertsT();
  return (
    <fieldset className="filters">
      <legend>{t('layout')}</legend>
      {LAYOUTS.map((one) => (
        <label key={one} className="check">
          <input
            type="radio"
            name="layout-choice"
            value={one}
            checked={layout === one}
            onChange={() => onLayout(one)}
          />
          {t(TEXT[one])}
        </label>
      ))}
    </fieldset>
  );
}

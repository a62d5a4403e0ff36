import { useUnit } from 'effector-react';
import { modalClosed, modalOpened } from '@vitrina/events';
import { $layout, LayoutButtons, LayoutOptions, layoutChosen } from '../../../features/list-layout/index.ts';
import type { ListLayout } from '../../../features/list-layout/index.ts';
import { activeFilterCount, SortOptions, SortSelect } from '../../../features/list-filters/index.ts';
import type { ListFilters } from '../../../features/list-filters/index.ts';
import type { AdvertSort } from '../../../shared/config/advert-rules.ts';
import { ADVERT_WINDOWS } from '../../../shared/config/windows.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { AdvertWindow } from '../../../shared/ui/AdvertWindow.tsx';

interface ListToolbarProps {
  found: number;
  filters: ListFilters;
  onSort: (sort: AdvertSort) => void;
}

/**
 * Above the list: how many adverts, then the sort and the layout. Wide screens choose them in place;
 * phones get a button each that opens the spec's window (filtersAnnouncements, sortingAnnouncements,
 * announcementsLayout), and a choice there closes it.
 */
export function ListToolbar({ found, filters, onSort }: ListToolbarProps) {
  const t = useAdvertsT();
  const [layout, choose, open, close] = useUnit([$layout, layoutChosen, modalOpened, modalClosed]);
  const active = activeFilterCount(filters);
  const sortInWindow = (sort: AdvertSort) => {
    close();
    onSort(sort);
  };
  const layoutInWindow = (next: ListLayout) => {
    choose(next);
    close();
  };
  const phoneButton = (name: keyof typeof ADVERT_WINDOWS, text: string, testId: string) => (
    <button
      type="button"
      className="vui-button vui-button-secondary phone-only"
      aria-haspopup="dialog"
      onClick={() => open(ADVERT_WINDOWS[name])}
      data-testid={testId}
    >
      {text}
    </button>
  );
  return (
    <div className="toolbar">
      <p data-testid="adverts-found">{t('advertsFound', { count: found })}</p>
      <div className="row">
        {phoneButton('filtersAnnouncements', active ? t('filtersN', { n: active }) : t('filters'), 'open-filters')}
        {phoneButton('sortingAnnouncements', t('sortLabel'), 'open-sorting')}
        {phoneButton('announcementsLayout', t('layout'), 'open-layout')}
        <div className="wide-only row">
          <SortSelect sort={filters.sort} onSort={onSort} />
          <LayoutButtons layout={layout} onLayout={choose} />
        </div>
      </div>
      <AdvertWindow name="sortingAnnouncements" title={t('sortLabel')}>
        <SortOptions sort={filters.sort} onSort={sortInWindow} />
      </AdvertWindow>
      <AdvertWindow name="announcementsLayout" title={t('layout')}>
        <LayoutOptions layout={layout} onLayout={layoutInWindow} />
      </AdvertWindow>
    </div>
  );
}

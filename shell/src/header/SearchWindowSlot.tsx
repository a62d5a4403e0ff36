import { useUnit } from 'effector-react';
import { $headerWindow } from '@vitrina/events';
import { RemoteWidget } from '../app/RemoteWidget.tsx';

/**
 * Where mf-catalog's search window appears: under the header, over whatever page is shown, while
 * the bus says the header window is 'search'. The shell only decides when; the window's content,
 * its calls and texts are the catalogue's (`widgets['search-window']`).
 */
export function SearchWindowSlot() {
  const open = useUnit($headerWindow) === 'search';
  if (!open) return null;
  return (
    <div className="search-window-slot" data-testid="search-window-slot">
      <RemoteWidget remote="catalog" name="search-window" />
    </div>
  );
}

/**
 * The catalogue's headless `list-counts` widget: reads the guest's favourites and compare lists
 * from browser storage and puts their counts on the bus, so the header's badges are right on
 * pages of every remote. It renders nothing and reads storage in an effect, so the server's
 * markup and the browser's first render agree; a failure only leaves the badges at zero. On a page
 * of another remote it loads the catalogue once the browser is idle (RemoteWidget's `idle`).
 */
export function ListCountsSlot() {
  return <RemoteWidget remote="catalog" name="list-counts" quiet idle />;
}

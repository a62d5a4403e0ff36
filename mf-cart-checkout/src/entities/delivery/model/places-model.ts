// The shop's places and stores a checkout offers: loaded once per page (on the server with the
// checkout, or in the browser when it was reached by client navigation) and serialized with it.
// A failed load is remembered, so the form says so and may ask again.
import { createEvent, sample } from 'effector';
import { cartUnits } from '../../../shared/lib/units.ts';
import { loadRegionsFx, loadStoresFx } from '../api/places-api.ts';
import type { Region, ShopStore } from '../api/places-api.ts';

export type PlacesLoad = 'idle' | 'loading' | 'ready' | 'failed';

export const $regions = cartUnits.store<Region[]>('delivery/regions', []);
export const $regionsLoad = cartUnits.store<PlacesLoad>('delivery/regions-load', 'idle');
export const $stores = cartUnits.store<ShopStore[]>('delivery/stores', []);
export const $storesLoad = cartUnits.store<PlacesLoad>('delivery/stores-load', 'idle');

/** A checkout needs them: each is loaded unless it is in (or on its way). */
export const placesRequested = createEvent();

const wanted = (load: PlacesLoad) => load === 'idle' || load === 'failed';
sample({ clock: placesRequested, source: $regionsLoad, filter: wanted, fn: () => undefined, target: loadRegionsFx });
sample({ clock: placesRequested, source: $storesLoad, filter: wanted, fn: () => undefined, target: loadStoresFx });

$regions.on(loadRegionsFx.doneData, (_, regions) => regions);
$regionsLoad
  .on(loadRegionsFx, () => 'loading')
  .on(loadRegionsFx.done, () => 'ready')
  .on(loadRegionsFx.fail, () => 'failed');
$stores.on(loadStoresFx.doneData, (_, stores) => stores);
$storesLoad
  .on(loadStoresFx, () => 'loading')
  .on(loadStoresFx.done, () => 'ready')
  .on(loadStoresFx.fail, () => 'failed');

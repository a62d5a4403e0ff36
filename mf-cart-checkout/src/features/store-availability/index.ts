// Where a product can be picked up: the shop's stores, today's hours, the product in each, a drawn map.
export { hoursToday, mapPoints, openStreetMapUrl, weekdayIn } from './lib/store-map.ts';
export {
  $stores,
  $storesAskedAt,
  $storesLoad,
  $storesProduct,
  nowFx,
  storesOpened,
  storesRetried,
} from './model/stores-model.ts';
export { Stores, StoresWindow } from './ui/StoresWindow.tsx';

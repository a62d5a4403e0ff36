// Where a delivery goes or comes from, and what it costs: the regions, sectors and streets of an
// address, the shop's stores and their pickup slots, the shop's delivery price and the parcel carrier.
export { loadRegionsFx, loadSectorsFx, loadSlotsFx, loadStoresFx, searchStreetsFx } from './api/places-api.ts';
export type { DeliveryTime, Region, Sector, ShopStore, Street, StreetQuery } from './api/places-api.ts';
export { carrierPriceFx, findCarrierCitiesFx, findCarrierPlacesFx, priceDeliveryFx } from './api/price-api.ts';
export type {
  CarrierCity,
  CarrierPlace,
  CarrierPlaces,
  CarrierQuote,
  CarrierRoute,
  DeliveryChoice,
} from './api/price-api.ts';
export { $regions, $regionsLoad, $stores, $storesLoad, placesRequested } from './model/places-model.ts';
export type { PlacesLoad } from './model/places-model.ts';
export { localitiesOf, localityName } from './lib/place-names.ts';

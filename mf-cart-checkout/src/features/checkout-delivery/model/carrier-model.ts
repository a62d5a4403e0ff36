// The parcel carrier's choices: the city searched as the shopper types (its reference once the text
// names a listed city), then the city's branches or post machines, and the carrier's own fee for
// the route (general/v2/novapost/delivery-price: a price, or a sentence saying why it has none,
// which the form shows as a warning). The shop charges nothing for it: the carrier takes its fee.
import { combine, createEvent, sample } from 'effector';
import { $draft, carrierCityTyped } from '../../../entities/checkout-draft/index.ts';
import { carrierPriceFx, findCarrierCitiesFx, findCarrierPlacesFx } from '../../../entities/delivery/index.ts';
import type {
  CarrierCity,
  CarrierPlace,
  CarrierPlaces,
  CarrierQuote,
  CarrierRoute,
} from '../../../entities/delivery/index.ts';
import { cartUnits } from '../../../shared/lib/units.ts';
import { $deliveryMethod, $watching, deliveryWatched } from './price-model.ts';

/** How a city is listed (and typed back): its name and its area. */
export const cityLabel = (city: CarrierCity) => (city.area ? `${city.description}, ${city.area}` : city.description);
const cityRefOf = (cities: readonly CarrierCity[], text: string) =>
  cities.find((city) => cityLabel(city).toLocaleLowerCase() === text.trim().toLocaleLowerCase())?.ref ?? null;

export const carrierCityInput = createEvent<string>();
const $cityQuery = cartUnits.store<string | null>('checkout/carrier-query', null, { serialize: 'ignore' });
export const $carrierCities = cartUnits.store<CarrierCity[]>('checkout/carrier-cities', [], { serialize: 'ignore' });

sample({
  clock: carrierCityInput,
  source: $carrierCities,
  fn: (cities, text) => ({ text, ref: cityRefOf(cities, text) }),
  target: carrierCityTyped,
});
// A text that names a listed city is a choice, not a search: the carrier finds cities by the start
// of their name, so searching "Kyiv, Kyivska" would list none and undo the choice just made.
const searched = sample({
  clock: carrierCityInput,
  source: $carrierCities,
  filter: (cities, text) => text.trim() !== '' && cityRefOf(cities, text) === null,
  fn: (_, text) => text.trim(),
});
sample({ clock: searched, target: [$cityQuery, findCarrierCitiesFx] });
const listed = sample({
  clock: findCarrierCitiesFx.done,
  source: $cityQuery,
  filter: (latest, { params }) => latest === params,
  fn: (_, { result }) => result.data,
});
$carrierCities.on(listed, (_, cities) => cities);
sample({
  clock: listed,
  source: $draft,
  filter: (draft, cities) => cityRefOf(cities, draft.carrierCity) !== draft.carrierCityRef,
  fn: (draft, cities) => ({ text: draft.carrierCity, ref: cityRefOf(cities, draft.carrierCity) }),
  target: carrierCityTyped,
});

const $placesAsk = combine($draft, $deliveryMethod, (draft, method): CarrierPlaces | null =>
  method === 'carrier' && draft.carrierCityRef ? { cityRef: draft.carrierCityRef, kind: draft.carrierPoint } : null,
);
const sameAsk = (a: CarrierPlaces | null, b: CarrierPlaces) => a?.cityRef === b.cityRef && a.kind === b.kind;
export const $carrierPlaces = cartUnits.store<(CarrierPlaces & { list: CarrierPlace[] }) | null>(
  'checkout/carrier-places',
  null,
);
sample({
  clock: [sample({ clock: $placesAsk.updates, filter: $watching }), deliveryWatched],
  source: { ask: $placesAsk, places: $carrierPlaces },
  filter: ({ ask, places }) => ask !== null && !sameAsk(places, ask),
  fn: ({ ask }) => ask!,
  target: findCarrierPlacesFx,
});
sample({
  clock: findCarrierPlacesFx.done,
  source: $placesAsk,
  filter: (ask, { params }) => sameAsk(ask, params),
  fn: (_, { params, result }) => ({ ...params, list: result.data }),
  target: $carrierPlaces,
});

const $routeAsk = combine($placesAsk, $draft, (ask, draft): CarrierRoute | null =>
  ask && draft.carrierPointRef ? { ...ask, placeRef: draft.carrierPointRef } : null,
);
const routeKey = (route: CarrierRoute | null) => (route ? `${route.cityRef}/${route.kind}/${route.placeRef}` : null);
const $quoted = cartUnits.store<{ key: string; quote: CarrierQuote } | null>('checkout/carrier-quote', null);
sample({
  clock: [sample({ clock: $routeAsk.updates, filter: $watching }), deliveryWatched],
  source: { route: $routeAsk, quote: $quoted },
  filter: ({ route, quote }) => route !== null && quote?.key !== routeKey(route),
  fn: ({ route }) => route!,
  target: carrierPriceFx,
});
sample({
  clock: carrierPriceFx.done,
  source: $routeAsk,
  filter: (route, { params, result }) => routeKey(route) === routeKey(params) && result.data.length > 0,
  fn: (_, { params, result }) => ({ key: routeKey(params)!, quote: result.data[0]! }),
  target: $quoted,
});

/** The carrier's fee for the chosen branch or post machine, or why it has none; null until answered. */
export const $carrierQuote = combine($quoted, $routeAsk, (quoted, route) =>
  quoted !== null && quoted.key === routeKey(route) ? quoted.quote : null,
);

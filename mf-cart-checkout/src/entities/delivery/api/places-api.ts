// The places and stores a delivery goes to or from (spec 7, "Addresses and delivery"): the same for
// every shopper of the shop, in the page's language, so they are public GETs (the server's render
// may answer them from the shared short-lived cache).
import { attach } from 'effector';
import type { Effect } from 'effector';
import type {
  deliveryTimeResponse,
  regionListResponse,
  sectorListResponse,
  StoreList,
  streetListResponse,
} from '@vitrina/contract';
import { apiGetFx } from '@vitrina/events';
import type { ApiError, ApiGet } from '@vitrina/events';

export type Region = ReturnType<(typeof regionListResponse)['parse']>[number];
export type Sector = ReturnType<(typeof sectorListResponse)['parse']>[number];
export type Street = ReturnType<(typeof streetListResponse)['parse']>[number];
export type ShopStore = StoreList[number];
export type DeliveryTime = ReturnType<(typeof deliveryTimeResponse)['parse']>;

/** A GET whose answer is the contract's (typed, not parsed: the schemas stay out of the page). */
const getEffect = <Params, Answer>(toRequest: (params: Params) => ApiGet) =>
  attach({ effect: apiGetFx, mapParams: toRequest }) as unknown as Effect<Params, Answer, ApiError>;

/** The regions with their localities (a suburb of Chisinau says so). */
export const loadRegionsFx = getEffect<void, Region[]>(() => ({ path: 'base/region' }));

export const loadSectorsFx = getEffect<number, Sector[]>((localityId) => ({
  path: 'base/sector',
  query: { locality_id: localityId },
}));

export interface StreetQuery {
  localityId: number;
  search: string;
}

/** The locality's streets whose name starts with the text (at most 50). */
export const searchStreetsFx = getEffect<StreetQuery, Street[]>(({ localityId, search }) => ({
  path: 'base/address',
  query: { locality_id: localityId, search: search.trim() || undefined },
}));

/** The shop's stores, where an order can be picked up. */
export const loadStoresFx = getEffect<void, StoreList>(() => ({ path: 'general/stores' }));

/** A store's pickup days and their windows. */
export const loadSlotsFx = getEffect<number, DeliveryTime>((storeId) => ({
  path: `general/delivery-time/${storeId}`,
}));

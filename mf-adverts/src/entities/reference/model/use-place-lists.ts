import type { ApiGet } from '@vitrina/events';
import { locationsRequest, sectorsRequest } from '../api/requests.ts';
import type { AdvertLocation, AdvertRegion, AdvertSector } from './types.ts';
import { useReference } from './use-reference.ts';

/**
 * The lists a place is chosen from, region, then its localities, then a locality's sectors: each
 * asked for once the one above is chosen. `regions` says which regions (the form's: all; the
 * filters': those with adverts).
 */
export function usePlaceLists(regions: ApiGet, place: { region: number | null; location: number | null }) {
  return {
    regions: useReference<AdvertRegion>(regions),
    locations: useReference<AdvertLocation>(place.region === null ? null : locationsRequest(place.region)),
    sectors: useReference<AdvertSector>(place.location === null ? null : sectorsRequest(place.location)),
  };
}

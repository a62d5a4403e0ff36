// The names of places as the shopper reads them, from the regions list base/region answered in the
// page's language (the domain knows ids and keys only).
import type { Region } from '../api/places-api.ts';

/** "Chisinau" for a town, "Budesti (Chisinau)" for a locality of another name. */
export function localityName(regions: readonly Region[], localityId: number): string | null {
  for (const region of regions) {
    const locality = region.localities.find((l) => l.localityId === localityId);
    if (locality) return locality.label === region.label ? locality.label : `${locality.label} (${region.label})`;
  }
  return null;
}

/** The localities of a region, its own town first (the API's order). */
export const localitiesOf = (regions: readonly Region[], regionId: number) =>
  regions.find((region) => region.regionId === regionId)?.localities ?? [];

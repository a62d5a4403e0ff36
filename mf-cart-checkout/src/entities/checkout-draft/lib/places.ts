// The places of an address as the draft names them: the regions and localities of @vitrina/domain
// (the list the API seeds its tables from), so the draft is checked without a call.
import { DEFAULT_REGION_ID, localityById, regionById } from '@vitrina/domain';

/** A region the shops deliver to, else the default one (Chisinau). */
export const knownRegion = (regionId: number | null): number =>
  regionId !== null && regionById(regionId) ? regionId : DEFAULT_REGION_ID;

/** The region's own town: its first locality (Chisinau proper for region 3). */
export function townOf(regionId: number): number {
  const region = regionById(regionId) ?? regionById(DEFAULT_REGION_ID);
  return region!.localities[0]!.id;
}

export const inRegion = (localityId: number, regionId: number): boolean =>
  localityById(localityId)?.regionId === regionId;

// Where the shops deliver (spec section 3, "Delivery address"): the regions of Moldova and their
// localities as ids and keys, the one list the API seeds its tables from and the storefront reads
// to know a suburb without a call. Labels are words of a language: they live in the API's seed.
import { DEFAULT_REGION_ID } from '../cart/local-cart.ts';

export interface LocalityRef {
  id: number;
  key: string;
  /** A place around Chisinau: its delivery has its own price and free-delivery threshold. */
  isSuburb: boolean;
}

export interface RegionRef {
  id: number;
  key: string;
  localities: readonly LocalityRef[];
}

/** Chisinau proper: the default region's own locality (spec: "Default region 3, locality kishinev"). */
export const DEFAULT_LOCALITY_KEY = 'kishinev';

const KISHINEV_SUBURBS = [
  'bubueci',
  'budsheti',
  'vatra',
  'gidighici',
  'dumbrava',
  'codru',
  'colonitsa',
  'krikovo',
  'stavceni',
  'sinjera',
  'cioresku',
] as const;

// Ids: a region's localities are numbered from its id × 100 + 1, the region's own town first. The
// menu calculator's localities (301-312) and the header's city choices already use these numbers.
const town = (regionId: number, key: string): RegionRef => ({
  id: regionId,
  key,
  localities: [{ id: regionId * 100 + 1, key, isSuburb: false }],
});

/** In the spec's order, which is also the order a region list shows them. */
export const REGIONS: readonly RegionRef[] = [
  {
    id: DEFAULT_REGION_ID,
    key: 'kishinev',
    localities: [
      { id: 301, key: DEFAULT_LOCALITY_KEY, isSuburb: false },
      ...KISHINEV_SUBURBS.map((key, i) => ({ id: 302 + i, key, isSuburb: true })),
    ],
  },
  town(1, 'balti'),
  town(2, 'cahul'),
  town(4, 'briceni'),
  town(5, 'drochia'),
  town(6, 'edinet'),
  town(7, 'cantemir'),
  town(8, 'comrat'),
  {
    id: 9,
    key: 'novieaneni',
    localities: [
      { id: 901, key: 'novieaneni', isSuburb: false },
      { id: 902, key: 'noviemereni', isSuburb: false },
      { id: 903, key: 'floreni', isSuburb: false },
    ],
  },
  town(10, 'orhei'),
  town(11, 'rezina'),
  town(12, 'soroka'),
  town(13, 'straseni'),
  town(14, 'ungheni'),
  town(15, 'floresti'),
  town(16, 'chadirLunga'),
  town(17, 'ialoveni'),
];

export const regionById = (regionId: number): RegionRef | undefined => REGIONS.find((r) => r.id === regionId);

/** A locality with the region it belongs to. */
export function localityById(localityId: number): (LocalityRef & { regionId: number }) | undefined {
  for (const region of REGIONS) {
    const locality = region.localities.find((l) => l.id === localityId);
    if (locality) return { ...locality, regionId: region.id };
  }
  return undefined;
}

/** Which delivery price and threshold a place takes: Chisinau, one of its suburbs, or a region. */
export type DeliveryZone = 'city' | 'suburb' | 'region';

export function deliveryZone(regionId: number, localityKey: string | null): DeliveryZone {
  if (regionId !== DEFAULT_REGION_ID) return 'region';
  return (KISHINEV_SUBURBS as readonly string[]).includes(localityKey ?? '') ? 'suburb' : 'city';
}

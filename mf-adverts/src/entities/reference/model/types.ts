// The reference answers as the contract types them (types only: the schemas stay out of the page).
import type {
  advertAttributesResponse,
  advertCategoriesResponse,
  advertLocationsResponse,
  advertRegionsResponse,
  advertSectorsResponse,
  complaintCategoriesResponse,
} from '@vitrina/contract';

type Answer<S extends { parse: (value: unknown) => unknown }> = ReturnType<S['parse']>;

export type AdvertCategory = Answer<typeof advertCategoriesResponse>[number];
export type AdvertRegion = Answer<typeof advertRegionsResponse>[number];
export type AdvertLocation = Answer<typeof advertLocationsResponse>[number];
export type AdvertSector = Answer<typeof advertSectorsResponse>[number];
export type AttributeDefinition = Answer<typeof advertAttributesResponse>[number];
export type ComplaintCategory = Answer<typeof complaintCategoriesResponse>[number];

/** Anything of the reference lists a select offers: an id and its title in the page's language. */
export interface Titled {
  id: number;
  title: string;
}

// An advert as the API answers it (the contract's types; the schemas stay out of the page).
import type { Advert, AdvertCard, AdvertList } from '@vitrina/contract';

export type { Advert, AdvertCard, AdvertList };
export type AdvertImage = Advert['images'][number];
export type AdvertAttribute = Advert['attributes'][number];
export type AdvertContact = NonNullable<Advert['contacts']>[number];

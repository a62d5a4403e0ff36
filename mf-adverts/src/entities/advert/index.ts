export type { Advert, AdvertAttribute, AdvertCard, AdvertContact, AdvertImage, AdvertList } from './model/types.ts';
export { advertRequest, advertTitlesRequest } from './api/requests.ts';
export { askedPrice, shownPrice } from './lib/price.ts';
export type { ShownAmount } from './lib/price.ts';
export { placeLine } from './lib/place.ts';
export { areaText } from './lib/area.ts';
export { advertListingLd, cardListingLd, listingsLd } from './lib/listing-ld.ts';
export { AdvertPrice } from './ui/AdvertPrice.tsx';
export { AdvertCardView } from './ui/AdvertCardView.tsx';

// What the adverts' pages tell search engines: schema.org RealEstateListing with its Offer (the price
// the author asks, in the advert's own currency; sale or lease) and the place. URLs are paths: the
// shell's head makes them absolute on the shop's public origin.
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import type { Advert, AdvertCard } from '../model/types.ts';
import { placeLine } from './place.ts';

/** GoodRelations' business functions, which schema.org's Offer names sale and rent by. */
const BUSINESS_FUNCTION = {
  sale: 'http://purl.org/goodrelations/v1#Sell',
  rent: 'http://purl.org/goodrelations/v1#LeaseOut',
} as const;

function offerOf(card: AdvertCard, url: string): Record<string, unknown> {
  return {
    '@type': 'Offer',
    url,
    businessFunction: BUSINESS_FUNCTION[card.type],
    availability: 'https://schema.org/InStock',
    ...(card.price === null ? {} : { price: card.price.toFixed(2), priceCurrency: card.currency }),
  };
}

/** An advert of a list (a card): name, link, picture, date and offer. */
export function cardListingLd(card: AdvertCard, url: string): Record<string, unknown> {
  return {
    '@type': 'RealEstateListing',
    name: card.title,
    url,
    datePosted: card.created_at,
    ...(card.image ? { image: mediaUrl(card.image) } : {}),
    offers: offerOf(card, url),
  };
}

/** The advert page's own: the card's, with the text, every picture, the address and the position. */
export function advertListingLd(advert: Advert, url: string): Record<string, unknown> {
  const address = placeLine(advert);
  return {
    '@context': 'https://schema.org',
    ...cardListingLd(advert, url),
    description: advert.description,
    dateModified: advert.updated_at,
    image: advert.images.map((image) => mediaUrl(image.url)),
    ...(address || advert.lat !== null
      ? {
          contentLocation: {
            '@type': 'Place',
            ...(address ? { address } : {}),
            ...(advert.lat !== null && advert.lon !== null
              ? { geo: { '@type': 'GeoCoordinates', latitude: advert.lat, longitude: advert.lon } }
              : {}),
          },
        }
      : {}),
  };
}

/** A list page: its adverts in order, each a RealEstateListing. */
export function listingsLd(cards: readonly AdvertCard[], urlOf: (card: AdvertCard) => string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: cards.map((card, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: cardListingLd(card, urlOf(card)),
    })),
  };
}

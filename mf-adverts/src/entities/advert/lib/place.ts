// Where an advert is, as one line: the address, then the sector, the locality and the region (the
// smallest place first, as the country's addresses are written). A city that is a region of its own
// (Chisinau, Balti) is named once.
import type { AdvertCard } from '../model/types.ts';

export function placeLine(card: Pick<AdvertCard, 'address' | 'sector' | 'location' | 'region'>): string {
  return [card.address.trim(), card.sector?.title, card.location?.title, card.region?.title]
    .filter((part): part is string => !!part)
    .filter((part, at, parts) => part !== parts[at - 1])
    .join(', ');
}

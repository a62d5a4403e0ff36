// The contract's adverts constants, written out for the pages (whose JavaScript carries no zod), stay
// the contract's values: a change there fails here until the pages follow.
import { describe, expect, it } from 'vitest';
import * as contract from '@vitrina/contract';
import * as rules from '../src/shared/config/advert-rules.ts';

describe("the pages' copy of the adverts rules", () => {
  it.each([
    ['TYPES', 'ADVERT_TYPES'],
    ['OFFER_TYPES', 'ADVERT_OFFER_TYPES'],
    ['SORTS', 'ADVERT_SORTS'],
    ['CURRENCIES', 'ADVERT_CURRENCIES'],
    ['DEFAULT_CURRENCY', 'ADVERT_DEFAULT_CURRENCY'],
    ['AREA_UNITS', 'ADVERT_AREA_UNITS'],
    ['DEFAULT_AREA_UNIT', 'ADVERT_DEFAULT_AREA_UNIT'],
    ['MEASURE_UNIT', 'ADVERT_MEASURE_UNIT'],
    ['CONTACT_TYPES', 'ADVERT_CONTACT_TYPES'],
    ['PRICE_MAX', 'ADVERT_PRICE_MAX'],
    ['AREA_MAX', 'ADVERT_AREA_MAX'],
    ['PAGE_SIZE', 'ADVERTS_PAGE_SIZE'],
    ['IMAGES_MAX', 'ADVERT_IMAGES_MAX'],
    ['IMAGE_MAX_BYTES', 'ADVERT_IMAGE_MAX_BYTES'],
    ['CONTACTS_MAX', 'ADVERT_CONTACTS_MAX'],
    ['IMAGES_FIELD', 'ADVERT_IMAGES_FIELD'],
    ['NEW_IMAGES_FIELD', 'ADVERT_NEW_IMAGES_FIELD'],
  ] as const)('%s is the contract’s %s', (own, theirs) => {
    expect(rules[own]).toEqual(contract[theirs]);
  });

  it('sorts newest first and offers every type by default, as the list call does', () => {
    const query = contract.advertListQuery.parse({});
    expect([rules.DEFAULT_SORT, 'all']).toEqual([query.sortBy, query.type]);
  });
});

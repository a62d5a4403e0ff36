// Where an advert is, as a card and the advert page write it: the smallest place first, each place once.
import { describe, expect, it } from 'vitest';
import { placeLine } from '../src/entities/advert/index.ts';

const place = (id: number, title: string) => ({ id, title });

describe('the place line', () => {
  it('writes the address, the sector, the locality and the region, smallest first', () => {
    const line = placeLine({
      address: 'str. Ștefan cel Mare 5 ',
      sector: null,
      location: place(305, 'Cricova'),
      region: place(3, 'Chișinău'),
    });
    expect(line).toBe('str. Ștefan cel Mare 5, Cricova, Chișinău');
  });

  it('names a city that is a region of its own once', () => {
    const line = placeLine({
      address: 'bd. Dacia 23',
      sector: place(1, 'Botanica'),
      location: place(301, 'Chișinău'),
      region: place(3, 'Chișinău'),
    });
    expect(line).toBe('bd. Dacia 23, Botanica, Chișinău');
  });

  it('is empty for an advert without a place yet (a draft)', () => {
    expect(placeLine({ address: '', sector: null, location: null, region: null })).toBe('');
  });
});

import { describe, expect, it } from 'vitest';

import { productFilterQuery } from '../src/index.ts';

describe('productFilterQuery', () => {
  it('reads comma-separated id:optionId pairs', () => {
    expect(productFilterQuery.parse({ filter: '12:3,12:4,15:7' }).filter).toEqual([
      { groupId: 12, optionId: 3 },
      { groupId: 12, optionId: 4 },
      { groupId: 15, optionId: 7 },
    ]);
  });

  it('reads an ids batch without repeats', () => {
    expect(productFilterQuery.parse({ ids: '5,3,5' }).ids).toEqual([5, 3]);
  });

  it('defaults to page 1 of 24 with no price range', () => {
    const query = productFilterQuery.parse({});
    expect(query).toMatchObject({ page: 1, pagination: 24 });
    expect(query.price_min ?? query.price_max).toBeUndefined();
  });

  it('reads price bounds in major units with up to 2 decimals, each on its own', () => {
    expect(productFilterQuery.parse({ price_min: '1000.5' })).toMatchObject({ price_min: 1000.5 });
    expect(productFilterQuery.parse({ price_max: '5000' })).toMatchObject({ price_max: 5000 });
  });

  it.each([
    [{ filter: '12' }, 'filter'],
    [{ filter: '12:3,' }, 'filter'],
    [{ ids: '' }, 'ids'],
    [{ sort: 'cheap' }, 'sort'],
    [{ page: '0' }, 'page'],
    [{ pagination: '101' }, 'pagination'],
    [{ price_min: '1000,50' }, 'price_min'],
    [{ price_max: '1.999' }, 'price_max'],
    [{ ids: Array.from({ length: 201 }, (_, i) => i + 1).join(',') }, 'ids'],
  ])('rejects %o, naming %s', (query, field) => {
    const result = productFilterQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it.each(['sort_priority-', 'newer+', 'price-', 'price+', 'name-', 'name+'])('accepts the sort %s', (sort) => {
    expect(productFilterQuery.parse({ sort }).sort).toBe(sort);
  });
});

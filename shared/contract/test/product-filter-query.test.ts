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
    expect(productFilterQuery.parse({})).toMatchObject({ page: 1, pagination: 24, price_min: 0, price_max: 0 });
  });

  it.each([
    [{ filter: '12' }, 'filter'],
    [{ filter: '12:3,' }, 'filter'],
    [{ ids: '' }, 'ids'],
    [{ sort: 'cheap' }, 'sort'],
    [{ page: '0' }, 'page'],
    [{ pagination: '101' }, 'pagination'],
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

// Product search.
import { z } from 'zod';

import { SEARCH_MAX_LENGTH } from '@vitrina/domain';

import { dbText } from './common.ts';

export const searchQuery = z.object({ query: dbText().max(SEARCH_MAX_LENGTH).default('') });

export const searchResponse = z
  .object({
    products: z.array(
      z.object({
        productId: z.number().int(),
        img: z.string(),
        title: z.string(),
        short_description: z.string(),
        code: z.string(),
        url: z.string(),
      }),
    ),
    resultsByCategory: z.array(z.object({ categoryTitle: z.string(), categoryUrl: z.string() })),
  })
  .meta({ id: 'SearchResult' });

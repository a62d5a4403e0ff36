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
    // Optional: a back end without typo correction answers without them, and clients show nothing.
    corrections: z
      .array(z.object({ from: z.string(), to: z.string() }))
      .optional()
      .describe('Query words searched as another word: a typo corrected, or a word typed in the other alphabet'),
    correctedQuery: z
      .string()
      .nullable()
      .optional()
      .describe('The query with those words replaced ("showing results for ..."); null when none was'),
  })
  .meta({ id: 'SearchResult' });

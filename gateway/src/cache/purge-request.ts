// The admin purge call's body: a brand, a path prefix, both, or {"all": true}.
import { z } from 'zod';
import { HttpError } from '../http/errors.ts';
import type { PurgeFilter } from './page-cache.ts';

const PURGE_SHAPE = 'must be a JSON object with brand and/or pathPrefix, or {"all": true}';
export const purgeBody = z.strictObject(
  {
    brand: z
      .string({ error: 'must be a string' })
      .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'must be a brand name (lowercase letters, digits, dashes)')
      .optional(),
    pathPrefix: z
      .string({ error: 'must be a string' })
      .max(2000, 'must be at most 2000 characters')
      .regex(/^\/[^?#\s]*$/, 'must be a URL path starting with / (like /ro/articles), without query or spaces')
      .optional(),
    all: z.literal(true, { error: 'must be true (to purge everything)' }).optional(),
  },
  { error: PURGE_SHAPE },
);

/** Everything is purged only when asked in so many words: an empty body is a mistake, not "all". */
export function purgeFilter(body: z.infer<typeof purgeBody>): PurgeFilter {
  const narrowed = body.brand !== undefined || body.pathPrefix !== undefined;
  if (body.all && narrowed) {
    throw new HttpError(400, 'validation_failed', 'Invalid all', {
      all: ['cannot be combined with brand or pathPrefix'],
    });
  }
  if (!body.all && !narrowed) throw new HttpError(400, 'validation_failed', 'Invalid body', { body: [PURGE_SHAPE] });
  return { brand: body.brand, pathPrefix: body.pathPrefix };
}

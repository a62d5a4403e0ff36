// The admin purge call's body: a brand, a path prefix, both, or {"all": true}; or the cache tags of
// what changed ({"tags": ["product:12"]}), like the back end's own changes publish them.
import { z } from 'zod';
import { HttpError } from '../http/errors.ts';
import { TAG_PATTERN } from './cache-tags.ts';
import type { PurgeFilter } from './page-cache.ts';

const PURGE_SHAPE = 'must be a JSON object with brand and/or pathPrefix, {"all": true}, or {"tags": [...]}';
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
    tags: z
      .array(
        z
          .string({ error: 'must be strings' })
          .regex(TAG_PATTERN, 'must be cache tags like product:12 (no spaces or commas)'),
        { error: 'must be a list of cache tags' },
      )
      .min(1, 'must name at least one tag')
      .max(1000, 'must name at most 1000 tags')
      .optional(),
  },
  { error: PURGE_SHAPE },
);

export type PurgeRequest = { kind: 'filter'; filter: PurgeFilter } | { kind: 'tags'; tags: string[] };

/** Everything is purged only when asked in so many words: an empty body is a mistake, not "all". */
export function purgeRequest(body: z.infer<typeof purgeBody>): PurgeRequest {
  const narrowed = body.brand !== undefined || body.pathPrefix !== undefined;
  if (body.tags && (narrowed || body.all)) {
    throw new HttpError(400, 'validation_failed', 'Invalid tags', {
      tags: ['cannot be combined with brand, pathPrefix or all'],
    });
  }
  if (body.tags) return { kind: 'tags', tags: body.tags };
  if (body.all && narrowed) {
    throw new HttpError(400, 'validation_failed', 'Invalid all', {
      all: ['cannot be combined with brand or pathPrefix'],
    });
  }
  if (!body.all && !narrowed) throw new HttpError(400, 'validation_failed', 'Invalid body', { body: [PURGE_SHAPE] });
  return { kind: 'filter', filter: { brand: body.brand, pathPrefix: body.pathPrefix } };
}

// Shapes every call shares: the one error body, site headers, pagination.
import { z } from 'zod';

export const errorSchema = z
  .object({
    code: z.string().describe('Stable machine code, e.g. validation_failed, unauthorized, not_found'),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.array(z.string())).describe('Messages per bad field; empty when none'),
  })
  .meta({ id: 'Error' });
export type ApiError = z.infer<typeof errorSchema>;

export const siteHeadersSchema = z.object({
  'x-site-token': z.string().describe('The site token of the shop, e.g. demo-pharmacy'),
  'accept-language': z.string().optional(),
});

export const pageQuery = z.coerce.number().int().min(1).max(100000).default(1);
export const pageSizeQuery = z.coerce.number().int().min(1).max(100).default(24);

export const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** The error answers every site call can give, for route response schemas (OpenAPI lists them). */
export const errorResponses = { 400: errorSchema, 401: errorSchema, 404: errorSchema } as const;

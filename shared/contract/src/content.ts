// Content calls: articles, FAQ, vacancies and generic pages.
import { z } from 'zod';

import { pageQuery } from './common.ts';

export const articleCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string(),
  published_at: z.string(),
  status_id: z.number().int(),
});

export const articleListQuery = z.object({
  page: pageQuery,
  status_id: z.coerce.number().int().min(1).optional(),
  slug: z.string().max(200).optional(),
});

export const articleListResponse = z.object({
  data: z.array(articleCardSchema),
  totalCount: z.number().int(),
  pages: z.number().int(),
});

export const articleDetailSchema = articleCardSchema.extend({ html: z.string() });
export const idOrSlugParams = z.object({ idOrSlug: z.string().min(1).max(200) });

export const faqResponse = z.array(z.object({ id: z.number().int(), question: z.string(), answer: z.string() }));

export const vacancySchema = z.object({ id: z.number().int(), title: z.string(), description: z.string() });
export const vacancyListResponse = z.array(vacancySchema);
export const idParams = z.object({ id: z.coerce.number().int().positive() });

export const pageResponse = z.object({
  slug: z.string(),
  title: z.string(),
  html: z.string(),
  ignore_layout: z.boolean(),
  show_breadcrumbs: z.boolean(),
});

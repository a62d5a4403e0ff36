// Content calls: articles, FAQ, vacancies and generic pages.
import { z } from 'zod';

import { dbIdParam, dbText, pageQuery, slugText } from './common.ts';
import { SETTINGS_PAGES } from './settings-pages.ts';

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
  status_id: dbIdParam.optional(),
  slug: dbText().max(200).optional(),
});

export const articleListResponse = z.object({
  data: z.array(articleCardSchema),
  totalCount: z.number().int(),
  pages: z.number().int(),
});

export const articleDetailSchema = articleCardSchema.extend({
  html: z.string(),
  updated_at: z.string().describe('When the article was last changed (its structured data says so: dateModified)'),
  alternates: z
    .record(z.string(), z.string())
    .describe('Slug of this article in each site language (`slug` is the one of the requested language)'),
});
export const idOrSlugParams = z.object({ idOrSlug: slugText() });

export const faqResponse = z.array(z.object({ id: z.number().int(), question: z.string(), answer: z.string() }));

export const vacancySchema = z.object({ id: z.number().int(), title: z.string(), description: z.string() });
export const vacancyListResponse = z.array(vacancySchema);
export const idParams = z.object({ id: dbIdParam });

export const pageResponse = z.object({
  slug: z.string(),
  title: z.string(),
  html: z.string(),
  ignore_layout: z.boolean(),
  show_breadcrumbs: z.boolean(),
});

export const settingsPageParams = z.object({ page: z.enum(SETTINGS_PAGES) });
export const settingsPageResponse = z.object({
  title: z.string(),
  html: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
});

const linkSchema = z.object({ title: z.string(), url: z.string() });
export const footerSettingsResponse = z
  .object({
    columns: z.array(z.object({ title: z.string(), links: z.array(linkSchema) })),
    phones: z.array(z.string()),
    email: z.string(),
    address: z.string(),
    socialNetworkLinks: z.array(z.object({ key: z.string(), url: z.string() })),
    copyright: z.string(),
  })
  .meta({ id: 'FooterSettings' });

export const contactsResponse = z.array(
  z.object({
    id: z.number().int(),
    title: z.string(),
    address: z.string(),
    phones: z.array(z.string()),
    email: z.string(),
    schedule: z.string(),
    lat: z.number(),
    lon: z.number(),
  }),
);

export const seoArticleQuery = z
  .object({ article_slug: slugText().optional(), product_slug: slugText().optional() })
  .refine((q) => !!q.article_slug !== !!q.product_slug, {
    message: 'give exactly one of article_slug and product_slug',
    path: ['article_slug'],
  });
export const seoArticleResponse = z.object({ title: z.string(), description: z.string(), keywords: z.string() });

export const recommendedArticlesResponse = z.array(articleCardSchema);

const galleryImage = z.object({ id: z.number().int(), url: z.string(), alt: z.string() });
export const galleryAlbumSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  images: z.array(galleryImage),
});
export const galleryListResponse = z.array(
  galleryAlbumSchema.omit({ images: true }).extend({ count: z.number().int() }),
);
export const galleryAllImagesResponse = z.array(galleryImage.extend({ albumId: z.number().int() }));

export const paymentSystemsResponse = z.array(
  z.object({ id: z.number().int(), key: z.string(), title: z.string(), icon: z.string() }),
);
export const orderGuideResponse = z.array(z.object({ step: z.number().int(), title: z.string(), text: z.string() }));

export const HOME_SECTIONS = [
  'main_slider',
  'product_sliders',
  'promotions',
  'similar_categories',
  'brands',
  'new_products',
  'advantages',
  'product_of_the_day',
  'info_block',
] as const;
export const mainPageSettingsResponse = z.object({
  sections: z.array(z.object({ key: z.enum(HOME_SECTIONS), enabled: z.boolean() })),
  featured_brands_limit: z.number().int(),
  new_products_limit: z.number().int(),
});

export const defaultSiteFilesResponse = z.object({
  favicon: z.string(),
  apple_touch_icon: z.string(),
  og_image: z.string(),
  robots: z.string(),
});

export const servicesResponse = z.array(
  z.object({ id: z.number().int(), title: z.string(), description: z.string(), icon: z.string() }),
);
export const shopReviewsQuery = z.object({ page: pageQuery });
export const shopReviewsResponse = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      author: z.string(),
      rating: z.number().int().min(1).max(5),
      text: z.string(),
      created_at: z.string(),
    }),
  ),
  totalCount: z.number().int(),
  pages: z.number().int(),
  average: z.number(),
});
export const regionPartnersResponse = z.array(
  z.object({
    region: z.string(),
    partners: z.array(z.object({ id: z.number().int(), name: z.string(), phone: z.string(), address: z.string() })),
  }),
);

// base/video-reviews: customers' video reviews of the shop and its products. The poster is always
// there (the list renders without a player); the video itself may live nowhere yet, so both ways
// of playing it are nullable and the front end shows the poster alone when both are null.
export const VIDEO_REVIEWS_PER_PAGE = 12;
export const videoReviewsQuery = z.object({
  page: pageQuery,
  pagination: z.coerce.number().int().min(1).max(48).default(VIDEO_REVIEWS_PER_PAGE),
  product_id: dbIdParam.optional().describe('Only the reviews of this product'),
});
export const videoReviewSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    author: z.string(),
    description: z.string(),
    rating: z.number().int().min(1).max(5),
    poster: z.string().describe('Poster image URL, 16:9; always present'),
    video_url: z
      .string()
      .nullable()
      .describe('A playable file (mp4/webm) for a <video> element; null when the shop has none'),
    embed_url: z
      .string()
      .nullable()
      .describe("A player page for an <iframe> on the shop's own video host; null when none"),
    duration_seconds: z.number().int().min(0),
    product_id: z.number().int().nullable().describe('The product the review is about; null for the shop as a whole'),
    created_at: z.string(),
  })
  .meta({ id: 'VideoReview' });
export const videoReviewsResponse = z
  .object({ data: z.array(videoReviewSchema), totalCount: z.number().int(), pages: z.number().int() })
  .meta({ id: 'VideoReviewList' });

/**
 * GET /sitemap.xml: the whole sitemap, or, for a shop past the protocol's 50 000 URLs (where the
 * answer is a sitemap index), one of the parts it lists (the gateway's /sitemap-<part>.xml).
 */
export const sitemapQuery = z.object({
  part: dbIdParam.optional().describe('The part of a sitemap index, from 1; absent for /sitemap.xml itself'),
});

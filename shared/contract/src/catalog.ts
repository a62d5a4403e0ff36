// Catalogue calls: menu tree, product list with filters, product detail, slug check.
import { z } from 'zod';

import { PRICE_BOUND_MAX, PRICE_BOUND_PATTERN } from '@vitrina/domain/price-range';

import { dbId, dbIdList, dbIdParam, dbText, pageQuery, pageSizeQuery, slugText } from './common.ts';
import { botCheckFields } from './forms.ts';

/**
 * A category's url in each of the shop's languages, so a page can link its other language versions
 * (hreflang, the language panel) and recognise another language's url, without a call of its own.
 * Optional: a back end that does not send it leaves the menu valid.
 */
const categoryAlternates = z
  .record(z.string(), z.string())
  .optional()
  .describe('Url of this category in each site language');

export const subcategorySchema = z.object({
  id: z.number().int(),
  subCategoryTitle: z.string(),
  subCategoryUrl: z.string(),
  alternates: categoryAlternates,
});

export const categorySchema = z
  .object({
    id: z.number().int(),
    categoryTitle: z.string(),
    categoryUrl: z.string(),
    categoryIcon: z.string(),
    subcategories: z.array(subcategorySchema),
    alternates: categoryAlternates,
  })
  .meta({ id: 'Category' });

export const menuTreeResponse = z.array(categorySchema);

export const PRODUCT_SORTS = ['sort_priority-', 'newer+', 'price-', 'price+', 'name-', 'name+'] as const;

/** `12:3|4,15:7` style is not used: the spec's filter query is comma-separated `groupId:optionId` pairs. */
const filterPairs = z
  .string()
  .max(4000)
  .regex(/^(\d+:\d+)(,\d+:\d+)*$/, 'must be comma-separated id:optionId pairs')
  .transform((text) =>
    text.split(',').map((pair) => {
      const [groupId, optionId] = pair.split(':').map(Number);
      return { groupId, optionId };
    }),
  )
  .pipe(z.array(z.object({ groupId: dbId, optionId: dbId })));

/**
 * A price bound in major units as the category page writes it (@vitrina/domain's price-range.ts):
 * at most two decimals, so the minor units compared in the database are whole; '0' is no bound.
 * A comma, an exponent or a third decimal is refused, not guessed at.
 */
const priceQuery = z
  .string()
  .regex(PRICE_BOUND_PATTERN, 'must be an amount in major units with a dot and at most 2 decimals, e.g. 1000.5')
  .transform(Number)
  .pipe(z.number().max(PRICE_BOUND_MAX, `must be at most ${PRICE_BOUND_MAX}`));

export const productFilterQuery = z.object({
  ids: dbIdList('must be comma-separated product ids')
    .refine((ids) => ids.length <= 200, 'at most 200 ids')
    .optional(),
  category: dbText().min(1).max(200).optional().describe('Category or subcategory url'),
  brand_id: dbIdParam.optional(),
  categoryId: dbIdParam.optional(),
  filter: filterPairs.optional(),
  price_min: priceQuery.optional().describe('Lowest price, major units; works alone or with price_max'),
  price_max: priceQuery.optional().describe('Highest price, major units; works alone or with price_min'),
  sort: z.enum(PRODUCT_SORTS).optional(),
  page: pageQuery,
  pagination: pageSizeQuery,
  random: z.enum(['true', 'false']).optional(),
});
export type ProductFilterQuery = z.infer<typeof productFilterQuery>;

export const productCardSchema = z
  .object({
    productId: z.number().int(),
    title: z.string(),
    code: z.string(),
    url: z.string(),
    img: z.string(),
    price: z.number().describe('Major units of the site currency'),
    old_price: z.number().nullable(),
    discount: z.number().int().describe('Percent saved from old_price'),
    currency: z.string(),
    count: z.number().describe('Units in stock'),
    multiplicity: z.number(),
    active: z.boolean(),
    available: z.boolean(),
    brand: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  })
  .meta({ id: 'ProductCard' });

export const filterGroupSchema = z.object({
  id: z.union([z.number().int(), z.string()]),
  title: z.string(),
  keyword: z.string(),
  type: z.enum(['checkbox', 'radio']),
  options: z.array(z.object({ id: z.number().int(), title: z.string(), keyword: z.string(), active: z.boolean() })),
});

export const productFilterResponse = z
  .object({
    products: z.array(productCardSchema),
    totalCount: z.number().int(),
    pages: z.number().int(),
    page: z.number().int(),
    filters: z.array(filterGroupSchema),
    price: z.object({ min: z.number(), max: z.number() }),
  })
  .meta({ id: 'ProductList' });

export const propertySchema = z.object({ title: z.string(), value: z.string() });

export const productDetailSchema = productCardSchema
  .extend({
    short_description: z.string(),
    description: z.string(),
    images: z.array(z.string()),
    category: z.array(
      z.object({ subcategoryTitle: z.string(), subcategoryId: z.number().int(), subcategoryUrl: z.string() }),
    ),
    colors: z.array(z.object({ url: z.string(), color: z.string() })),
    properties: z.array(propertySchema),
    lowest_price_30_days: z.number().describe('Lowest price of the last 30 days (EU price-indication rule)'),
    loyalty_give: z.number().int(),
    loyalty_checked: z.boolean(),
    prescription_checked: z.boolean(),
    is_loyalty_active: z.boolean(),
    home_delivery: z.boolean(),
    is_recipe: z.boolean(),
    has_associated_products: z.boolean(),
    target_price: z.number().nullable(),
    seo_title: z.string(),
    seo_description: z.string(),
    seo_keywords: z.string(),
    alternates: z.record(z.string(), z.string()).describe('Slug of this product in each site language'),
    rating: z
      .object({ average: z.number(), count: z.number().int().positive() })
      .nullable()
      .describe("The shoppers' reviews: average rating (1-5, one decimal) and how many; null without any"),
  })
  .meta({ id: 'ProductDetail' });

export const slugCheckBody = z.object({
  current_lang: dbText().length(2),
  new_lang: dbText().length(2),
  current_slug: slugText(),
  object_type: z.enum(['product', 'category']),
});

export const slugCheckResponse = z.object({ slug: z.string(), url: z.string() });

export const brandSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string(), image: z.string() });

export const brandTreeResponse = z
  .object({
    brands_position: z.number().int().nullable(),
    groups: z.array(z.object({ letter: z.string(), brands: z.array(brandSchema) })),
  })
  .meta({ id: 'BrandTree' });

export const brandDetailResponse = brandSchema.extend({ productCount: z.number().int() });

export const advantageKindParams = z.object({ kind: z.enum(['main_page', 'product_page', 'category_page']) });
export const advantagesResponse = z.array(z.object({ id: z.number().int(), title: z.string(), icon: z.string() }));

export const slidersQuery = z.object({
  key: z.enum(['new', 'sale', 'popular']).optional(),
  is_product_page: z.enum(['true', 'false']).optional(),
});
export const slidersResponse = z.array(
  z.object({
    id: z.number().int(),
    key: z.string(),
    title: z.string(),
    is_product_page: z.boolean(),
    products: z.array(productCardSchema),
  }),
);

export const recommendedQuery = z.object({
  product_ids: dbIdList('must be comma-separated product ids').transform((ids) => ids.slice(0, 50)),
});
export const productCardsResponse = z.array(productCardSchema);

export const similarCategoriesResponse = z.object({
  view_mode: z.enum(['grid', 'carousel']),
  categories: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string(), image: z.string() })),
});

export const slidesBannerResponse = z.array(
  z.object({ id: z.number().int(), title: z.string(), link: z.string(), image: z.string(), mobile_image: z.string() }),
);

export const popularQueryResponse = z.array(z.object({ query: z.string() }));

export const productReviewSchema = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    author: z.string(),
    rating: z.number().int(),
    text: z.string(),
    likes: z.number().int(),
    dislikes: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'ProductReview' });

export const productReviewListQuery = z.object({ product_id: dbIdParam, page: pageQuery });
export const productReviewListResponse = z.object({
  data: z.array(productReviewSchema),
  totalCount: z.number().int(),
  pages: z.number().int(),
  average: z.number(),
});

/** The review's fields (what the shopper types, checked in the browser too). */
export const productReviewFields = z.object({
  product_id: dbId,
  author: dbText().trim().min(2, 'at least 2 characters').max(80),
  rating: z.number().int().min(1).max(5),
  text: dbText().trim().min(10, 'at least 10 characters').max(2000),
});
/** A review is written like a form is sent: with the site's bot check (`altcha` or `captcha`). */
export const productReviewBody = productReviewFields.extend(botCheckFields.shape);

export const reviewVoteParams = z.object({ id: dbIdParam, vote: z.enum(['like', 'dislike']) });

import type { ApiGet } from '@vitrina/events';

/** Every brand of the shop, grouped by first letter. */
export const BRAND_TREE_REQUEST: ApiGet = { path: 'general/brand' };

export const brandRequest = (slug: string): ApiGet => ({ path: `general/brand/${encodeURIComponent(slug)}` });

// The shop's makers: the grouped list and one brand.
export type { Brand, BrandDetail, BrandTree } from './model/types.ts';
export { brandPath } from './model/types.ts';
export { BRAND_TREE_REQUEST, brandRequest } from './api/requests.ts';

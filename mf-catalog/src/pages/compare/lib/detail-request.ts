import type { ApiGet } from '@vitrina/events';

/** A product's detail (specifications and category) by the slug of its card url. */
export const detailRequest = (url: string): ApiGet => ({ path: `general/product/${url.replace(/^\/product\//, '')}` });

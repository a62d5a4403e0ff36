// A maker as the back end sends it: in the grouped list of every brand, and on its own page.
import type { Locale } from '@vitrina/events';
import { localePath } from '@vitrina/mf-kit/breadcrumbs';

export interface Brand {
  id: number;
  name: string;
  slug: string;
  image: string;
}
export interface BrandTree {
  groups: { letter: string; brands: Brand[] }[];
}
export interface BrandDetail extends Brand {
  productCount: number;
}

export const brandPath = (locale: Locale, slug: string) => localePath(locale, `/brands/${slug}`);

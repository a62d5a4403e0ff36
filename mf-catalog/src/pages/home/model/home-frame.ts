// What the home page takes from the shop's settings (on the bus), read leniently, and its own
// settings call: which sections it shows, in which order.
import type { ApiGet } from '@vitrina/events';

export const MAIN_PAGE_REQUEST: ApiGet = { path: 'settings/main_page_settings' };

export interface MainPageSettings {
  sections: { key: string; enabled: boolean }[];
  featured_brands_limit?: number;
  new_products_limit?: number;
}

export interface HomeFrame {
  /** The shop's name, '' when the settings have none. */
  project: string;
  infoBlock: { title: string; text: string };
  promotionsView: string;
  productOfTheDay: boolean;
}

type Raw = {
  project?: unknown;
  main_page_info_block?: { title?: unknown; text?: unknown };
  mainUiInterface?: { promotions_main_page_view_type?: unknown };
  has_product_of_the_day?: unknown;
};
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function homeFrame(settings: unknown): HomeFrame {
  const s = (settings ?? {}) as Raw;
  return {
    project: text(s.project),
    infoBlock: { title: text(s.main_page_info_block?.title), text: text(s.main_page_info_block?.text) },
    promotionsView: text(s.mainUiInterface?.promotions_main_page_view_type) || 'view_1',
    productOfTheDay: s.has_product_of_the_day === true,
  };
}

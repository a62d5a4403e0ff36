// The settings pages (CMS pages whose slug is a settings key) and the storefront path each is shown
// at. One list for the back end's calls, the content remote's routes, the footer and the sitemap, so
// a link or a sitemap entry can never name a path no route serves. No zod: remotes import it.

/** Where each settings page lives under the locale prefix (`/ro/terms-and-privacy`). */
export const SETTINGS_PAGE_PATHS = {
  about_us_page: 'about',
  terms_and_privacy_policy: 'terms-and-privacy',
  delivery_page: 'delivery',
  credit_page: 'credit',
  discount_page: 'discount',
  insurance_page: 'insurance',
  service_center_page: 'service-center',
} as const;

export type SettingsPageKey = keyof typeof SETTINGS_PAGE_PATHS;

export const SETTINGS_PAGES = Object.keys(SETTINGS_PAGE_PATHS) as [SettingsPageKey, ...SettingsPageKey[]];

export const isSettingsPage = (slug: string): slug is SettingsPageKey => Object.hasOwn(SETTINGS_PAGE_PATHS, slug);

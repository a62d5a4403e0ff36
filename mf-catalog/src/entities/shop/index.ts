// What catalogue pages read of the shop's settings (the bus carries the settings themselves).
export { SORTS } from './config/sorts.ts';
export type { Sort } from './config/sorts.ts';
export { catalogSettings, useCatalogSettings } from './model/catalog-settings.ts';
export type { CatalogSettings } from './model/catalog-settings.ts';
export { activeProductsOf, imageOf } from './lib/settings-images.ts';

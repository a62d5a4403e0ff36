import type { GlobalSettings } from '../settings/types.ts';

/**
 * The settings' view variants the frame styles itself by. Each lands as a data attribute on the
 * layout root, so the CSS (and a remote's CSS) picks the variant without knowing the settings.
 * Unknown values fall back to the first variant.
 */
export const MOBILE_BAR_TYPES = ['mobileBar_1', 'mobileBar_2', 'mobileBar_hide'] as const;
export const HEADER_STYLES = ['fixed', 'static'] as const;
export const NAVIGATION_VIEWS = ['view_1', 'view_2'] as const;
export const BANNER_VIEWS = ['view_1', 'view_2'] as const;

export interface ViewVariants {
  mobileBar: (typeof MOBILE_BAR_TYPES)[number];
  headerStyle: (typeof HEADER_STYLES)[number];
  mainNavigation: (typeof NAVIGATION_VIEWS)[number];
  banners: (typeof BANNER_VIEWS)[number];
}

function oneOf<T extends string>(allowed: readonly T[], value: string): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : allowed[0]!;
}

export function viewVariants(settings: GlobalSettings): ViewVariants {
  const ui = settings.mainUiInterface;
  return {
    mobileBar: oneOf(MOBILE_BAR_TYPES, ui.mobileBarUiType),
    headerStyle: oneOf(HEADER_STYLES, settings.additional_settings.header_style),
    mainNavigation: oneOf(NAVIGATION_VIEWS, ui.views.main_navigation),
    banners: oneOf(BANNER_VIEWS, ui.views.banners),
  };
}

/** The data attributes for the layout root. */
export function variantAttributes(variants: ViewVariants): Record<string, string> {
  return {
    'data-mobile-bar': variants.mobileBar,
    'data-header-style': variants.headerStyle,
    'data-main-navigation': variants.mainNavigation,
    'data-banners': variants.banners,
  };
}

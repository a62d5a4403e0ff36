import type { Locale } from '@vitrina/events';
import type { GlobalSettings } from '../settings/types.ts';

/**
 * Spec, section 2: "for the branded theme" the header has a 'become a partner' link and a link
 * to the shop's separate personal-cabinet site. The settings carry no field for either (the old
 * storefront compared a build-time brand token), so the brands that have them are listed here,
 * with their cabinet site. The cabinet link also needs the user cabinet on in the settings.
 */
interface BrandedHeader {
  cabinetSite: string;
}

const BRANDED_HEADERS: Readonly<Record<string, BrandedHeader>> = {
  pharmacy: { cabinetSite: 'https://cabinet.farmacia-verde.example/' },
};

export interface HeaderExtras {
  partnerPath: string | null;
  /** Absolute URL with the locale appended, opened in a new tab. */
  cabinetUrl: string | null;
}

export function headerExtras(brand: string, settings: GlobalSettings, locale: Locale): HeaderExtras {
  const branded = BRANDED_HEADERS[brand];
  if (!branded) return { partnerPath: null, cabinetUrl: null };
  return {
    partnerPath: `/${locale}/partners`,
    cabinetUrl: settings.additional_settings.is_user_cabinet ? `${branded.cabinetSite}${locale}` : null,
  };
}

// A form's phone against the shop's mask (@vitrina/domain's phone-mask.ts): the contract checks
// that a phone looks like one; which country's number it must be is the site's rule, so it is
// checked here, with the site at hand. The browser's field and check use the same mask.
import { fitsPhoneMask, phoneMaskFor } from '@vitrina/domain/phone-mask';

import type { Site } from '../plugins/site.ts';

/** The field errors of a phone that does not fit the shop's mask (none for an absent phone). */
export function shopPhoneErrors(site: Site, phone: string | undefined): Record<string, string[]> {
  return phone === undefined || fitsPhoneMask(phone, phoneMaskFor(site)) ? {} : { phone: ['invalid_phone'] };
}

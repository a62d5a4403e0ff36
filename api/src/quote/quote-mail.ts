// Mails the quote letter to the request's contact after the answer (the postbox), from the shop's
// sender, in the request's language and the shop's name and colours.
import type { QuoteRequest } from '@vitrina/contract';
import type { Locale } from '@vitrina/domain';

import type { AuthServices } from '../auth/plugin.ts';
import type { Site } from '../plugins/site.ts';
import { siteBrand } from '../settings/global-settings.ts';
import { quoteLetter } from './quote-letter.ts';

export function mailQuoteConfirmation(auth: AuthServices, site: Site, lang: Locale, request: QuoteRequest): void {
  const { project, colors } = siteBrand(site);
  const letter = quoteLetter(lang, { name: project, colors }, request);
  auth.postbox.post({ from: { name: project, address: auth.mailFrom }, to: request.contact.email, ...letter });
}

// The adverts module is a shop's choice (settings' adverts_enabled): in any other shop every adverts
// call answers 404, as a path the shop does not have, whatever its input.
import type { FastifyRequest } from 'fastify';

import { HttpError } from '../plugins/errors.ts';
import type { Site } from '../plugins/site.ts';
import type { SiteSettings } from '../settings/global-settings.ts';

export const advertsEnabled = (site: Site) => (site.settings as SiteSettings).adverts_enabled === true;

/**
 * A preValidation hook of the adverts routes: after the site plugin's onRequest (request.site) and the
 * rate limits' (a call to a shop without adverts still counts), before the input is judged (404, not 400).
 */
export async function requireAdverts(request: FastifyRequest) {
  if (!advertsEnabled(request.site)) throw new HttpError(404, 'not_found', 'This shop has no adverts');
}

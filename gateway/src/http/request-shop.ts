// Which shop a call to the gateway's own services (/api, /api/cart-redis, /ws/cart) is for, found
// as the pages find it, and the refusals in the one error shape when there is none or when a
// state-changing call comes from another site's page.
import type { FastifyRequest } from 'fastify';
import { isSameOriginCall } from '../session/csrf.ts';
import { BadHostError, SiteUnavailableError } from '../sites/site-resolver.ts';
import type { GatewaySite } from '../sites/site-resolver.ts';
import { HttpError } from './errors.ts';

export interface ShopLookup {
  resolveSite: (hostHeader: string | undefined, signal?: AbortSignal) => Promise<GatewaySite | null>;
  /** How long the shop lookup may take (PAGE_BUDGET_MS). */
  budgetMs: number;
}

/** The shop served at the request's Host; 400, 404 or 503 (try again) when there is none. */
export async function shopOf(request: FastifyRequest, lookup: ShopLookup): Promise<GatewaySite> {
  let site: GatewaySite | null;
  try {
    site = await lookup.resolveSite(request.headers.host, AbortSignal.timeout(lookup.budgetMs));
  } catch (error) {
    if (error instanceof BadHostError) throw new HttpError(400, 'bad_host', 'The Host header is not a host name');
    if (error instanceof SiteUnavailableError)
      throw new HttpError(503, 'site_unavailable', 'The shop cannot be reached right now; try again shortly');
    throw error;
  }
  if (!site) throw new HttpError(404, 'unknown_site', 'No shop is served at this address');
  return site;
}

/** 403 for a state-changing call that does not come from the shop's own pages (csrf.ts). */
export function refuseCrossSiteCall(request: FastifyRequest, site: GatewaySite): void {
  if (!isSameOriginCall(request.method, request.headers, site.publicOrigin))
    throw new HttpError(403, 'cross_site_request', "A state-changing call must come from the shop's own pages");
}

// Who is calling, from the cookies alone: the session (whose user id the API confirms) and the
// guest's `user_token`. A request that carries a session must be that user's: one the API no
// longer accepts is refused rather than treated as a guest, so a signed-out tab never writes the
// account's cart into the guest record.
import { parseCookies } from '../routing/cookies.ts';
import { guestTokenOf } from '../routing/guest-identity.ts';
import { requestSession } from '../session/request-session.ts';
import type { RequestSession } from '../session/request-session.ts';
import { sessionTokens } from '../session/session-cookies.ts';
import type { SessionTokens } from '../session/session-cookies.ts';
import type { SessionRefresher } from '../session/session-refresher.ts';
import { needsRenewal } from '../session/token-expiry.ts';
import type { GatewaySite } from '../sites/site-resolver.ts';
import type { ShopperIdentity } from './cart-owner.ts';
import type { UserIdLookup } from './user-id-lookup.ts';

export interface IdentityServices {
  refresher: SessionRefresher;
  users: UserIdLookup;
  now: () => number;
}

export type Identified =
  | { kind: 'identified'; identity: ShopperIdentity; setCookies: string[] }
  /** The session is over (or, on a socket, must be renewed by a call first): 401. */
  | { kind: 'session_ended'; setCookies: string[] }
  /** The API could not be asked about the session: 503. */
  | { kind: 'unavailable' };

export interface CallerRequest {
  cookieHeader: string | undefined;
  clientIp: string;
  /**
   * Renew an access token about to expire (HTTP calls). A socket's handshake cannot carry the new
   * cookies back, and a refresh token rotated where the browser never learns of it ends the
   * session at its next use: so a socket only takes a live access token.
   */
  renew: boolean;
}

async function sessionOf(
  tokens: SessionTokens,
  site: GatewaySite,
  caller: CallerRequest,
  services: IdentityServices,
): Promise<RequestSession> {
  if (caller.renew) return requestSession(tokens, site, services.refresher, services.now(), caller.clientIp);
  if (tokens.access && !needsRenewal(tokens.access, services.now())) return { bearer: tokens.access, setCookies: [] };
  return { setCookies: [] };
}

export async function identifyCaller(
  site: GatewaySite,
  caller: CallerRequest,
  services: IdentityServices,
): Promise<Identified> {
  const cookies = parseCookies(caller.cookieHeader);
  const guestToken = guestTokenOf(cookies);
  const guest: ShopperIdentity = guestToken ? { guestToken } : {};
  const tokens = sessionTokens(cookies);
  if (!tokens.access && !tokens.refresh) return { kind: 'identified', identity: guest, setCookies: [] };
  const session = await sessionOf(tokens, site, caller, services);
  if (!session.bearer) {
    // Renewing found the API unreachable (no cookies to change): the session may still be good.
    if (caller.renew && session.setCookies.length === 0) return { kind: 'unavailable' };
    return { kind: 'session_ended', setCookies: session.setCookies };
  }
  const user = await services.users.idOf(site.token, session.bearer, caller.clientIp);
  if (user.kind === 'unavailable') return { kind: 'unavailable' };
  if (user.kind === 'refused') return { kind: 'session_ended', setCookies: session.setCookies };
  return { kind: 'identified', identity: { ...guest, userId: user.id }, setCookies: session.setCookies };
}

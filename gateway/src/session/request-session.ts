// The bearer a request goes on with: the access cookie while it has time left, else a renewed one
// (refreshed once, see session-refresher.ts) whose cookies the answer must set. A refresh the API
// refuses ends the session in the browser too, and the request goes on as a guest's.
import { clearedSessionCookies, sessionCookies } from './session-cookies.ts';
import type { SessionTokens } from './session-cookies.ts';
import type { SessionRefresher } from './session-refresher.ts';
import { needsRenewal } from './token-expiry.ts';

export interface RequestSession {
  /** The access token to send as `Authorization: Bearer`; absent for a guest. */
  bearer?: string;
  /** Set-Cookie lines the answer carries (new tokens, or the session cleared). */
  setCookies: string[];
}

export interface SessionSite {
  token: string;
  publicOrigin: string;
}

export async function requestSession(
  tokens: SessionTokens,
  site: SessionSite,
  refresher: SessionRefresher,
  nowMs: number,
  clientIp?: string,
): Promise<RequestSession> {
  const { access, refresh } = tokens;
  if (access && !needsRenewal(access, nowMs)) return { bearer: access, setCookies: [] };
  if (!refresh) return access ? { setCookies: clearedSessionCookies(site.publicOrigin) } : { setCookies: [] };
  const outcome = await refresher.refresh(site.token, refresh, clientIp);
  if (outcome.kind === 'renewed')
    return {
      bearer: outcome.pair.access,
      setCookies: sessionCookies(outcome.pair, site.publicOrigin, !tokens.sessionOnly),
    };
  if (outcome.kind === 'refused') return { setCookies: clearedSessionCookies(site.publicOrigin) };
  // The API could not be asked: a token inside its skew may still pass; the API decides.
  return access ? { bearer: access, setCookies: [] } : { setCookies: [] };
}

// Cross-site request forgery: a state-changing call through the /api proxy must come from a page of
// the shop itself. Browsers send `Origin` on every such request (and cannot be made to forge it);
// `Referer` stands in for old clients that omit it. The shop's public origin is the one it is
// known by (sites/resolve), never the Host header, which the request itself chooses.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function isSameOriginCall(
  method: string,
  headers: { origin?: string | string[]; referer?: string | string[] },
  publicOrigin: string,
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const expected = originOf(publicOrigin);
  const { origin, referer } = headers;
  if (typeof origin === 'string') return origin === expected;
  if (typeof referer === 'string') return originOf(referer) === expected;
  return false;
}

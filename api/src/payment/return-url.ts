// Where a shopper may be sent back after paying: only a page of the shop itself. A payment's
// return URL ends in a redirect the API answers, so accepting any other origin would make the API
// an open redirect (a link that looks like the shop's and lands on a phishing page).

/**
 * The return URL made absolute on the shop's public origin, or null when it points anywhere else.
 * Relative URLs are resolved first and the origins compared after, so the tricks that pass a
 * prefix check (`//evil.example`, `/\evil.example`, `https://shop@evil.example`) land elsewhere and
 * are refused; so is any scheme but the shop's own (`javascript:` has no origin at all).
 */
export function shopReturnUrl(returnUrl: string, publicOrigin: string): string | null {
  let shop: URL;
  let target: URL;
  try {
    shop = new URL(publicOrigin);
    target = new URL(returnUrl, shop);
  } catch {
    return null;
  }
  if (target.origin !== shop.origin || target.username || target.password) return null;
  return target.href;
}

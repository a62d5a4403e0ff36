// Who a shopper is before signing in (spec: a guest has an anonymous user_token and user group 0).

/**
 * The user group of every guest, and of a visitor whose `user-group-id` cookie is absent or not a
 * group number: prices and the cart treat them as the shop's public.
 */
export const GUEST_GROUP_ID = 0;

/**
 * The sections only a signed-in shopper may open (spec, section 2: the cabinet guard). The gateway
 * guards them on the server; mf-account sends a guest who reaches one in the browser to the sign-in.
 */
export const CABINET_SECTIONS: readonly string[] = ['cabinet', 'account'];

/** Whether a path under a locale prefix (`/ro/account/orders`) is in a cabinet section. */
export function isCabinetPath(pathname: string): boolean {
  return CABINET_SECTIONS.includes(pathname.split('/')[2] ?? '');
}

// Who a shopper is before signing in (spec: a guest has an anonymous user_token and user group 0).

/**
 * The user group of every guest, and of a visitor whose `user-group-id` cookie is absent or not a
 * group number: prices and the cart treat them as the shop's public.
 */
export const GUEST_GROUP_ID = 0;

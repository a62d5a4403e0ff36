// Whose personal call it is, on the server: the headers the gateway's /api proxy adds to a browser's
// call from the cookies, added here from the request's scope, so a page drawn on the server asks
// exactly what the same page asks from the browser. Both go when both exist: the bearer names the
// owner, and the guest key beside it lets the account take what the same browser did as a guest
// (its orders: general/v2/order adopts them).
import type { GuestIdentity } from './guest.ts';
import type { ServerSession } from './session.ts';

export interface CallOwner {
  session: ServerSession | null;
  guest: GuestIdentity | null;
}

/** Both null in the browser, where the proxy adds them from the HttpOnly cookies. */
export function ownerHeaders({ session, guest }: CallOwner): Record<string, string> {
  return {
    ...(guest ? { 'x-guest-token': guest.userToken } : {}),
    ...(session ? { authorization: `Bearer ${session.bearer}` } : {}),
  };
}

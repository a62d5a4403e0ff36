// Who is signed in, for the server render of a page rendered for that shopper alone.
import { createUnitFactory } from './sid.ts';

const units = createUnitFactory('session');

export interface ServerSession {
  /** The access token, for the render's own calls to the back end (`Authorization: Bearer`). */
  bearer: string;
}

/**
 * The signed-in shopper's session, server only. The tokens live in HttpOnly cookies that no browser
 * code reads (calls from the browser go through the gateway's /api proxy, which adds the bearer);
 * the gateway sets this store in the scope of a page rendered for a signed-in shopper, a page the
 * page cache never reads or stores. Never serialized into the page; null in the browser. Kept to a
 * bare store (the gateway forks the scope with its value) so it costs the browser bundles next to
 * nothing.
 */
export const $session = units.store<ServerSession | null>('current', null, { serialize: 'ignore' });

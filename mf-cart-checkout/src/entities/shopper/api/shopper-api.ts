// The signed-in shopper as the checkout needs them: auth/users/me (name, e-mail and phone to fill
// in, the saved delivery addresses, the group they buy as) and their companies (users/company).
// Personal calls: the session's bearer on the server, the proxy's cookie in the browser.
import type { Company, CurrentUser } from '@vitrina/contract';
import { cartEffect } from '../../../shared/api/cart-call.ts';

export const loadProfileFx = cartEffect<void, CurrentUser>(() => ({ method: 'GET', path: 'auth/users/me' }));

/** The first page of every status; a rejected company is left out by the model. */
export const loadCompaniesFx = cartEffect<void, { data: Company[] }>(() => ({
  method: 'GET',
  path: 'users/company',
  query: { status: 'all' },
}));

// Accounts for the journeys: registered on the API and activated by the link in their letter (as a
// shopper would), then signed in from a page's own script, so the gateway keeps the session in its
// HttpOnly cookies exactly as after the sign-in window.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { mailedLink } from './outbox.ts';
import { pageCall, siteToken } from './page-call.ts';

export const SHOPPER_PASSWORD = 'long-enough-secret';

export interface ShopperOptions {
  api: string;
  outbox: string;
  brand: string;
  lang: string;
  /** Names the journey in the address, so a failing test's letters are easy to find. */
  label: string;
  firstName?: string;
  lastName?: string;
}

/** A new activated account of a shop; its e-mail address. */
export async function activatedShopper(options: ShopperOptions): Promise<string> {
  const { api, outbox, brand, lang, label } = options;
  const email = `${label}-${brand}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const headers = {
    'x-site-token': await siteToken(api, brand),
    'accept-language': lang,
    'content-type': 'application/json',
  };
  const names = {
    ...(options.firstName ? { first_name: options.firstName } : {}),
    ...(options.lastName ? { last_name: options.lastName } : {}),
  };
  const registered = await fetch(`${api}/auth/users`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: SHOPPER_PASSWORD, ...names }),
  });
  expect(registered.status).toBe(201);
  const [uid, token] = await mailedLink(outbox, email, new RegExp(`/${lang}/activate/(\\d+)/([A-Za-z0-9_-]+)`));
  const activated = await fetch(`${api}/auth/users/activation`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ uid, token }),
  });
  expect(activated.status).toBe(200);
  return email;
}

/** Signs in from the page's own script, as the sign-in window does; the page is not reloaded. */
export async function signInFromPage(page: Page, email: string): Promise<void> {
  const answer = await pageCall(page, '/api/auth/jwt/create', 'POST', { email, password: SHOPPER_PASSWORD });
  expect(answer.status, answer.text).toBe(200);
}

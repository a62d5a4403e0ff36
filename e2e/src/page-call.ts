// Calls the journeys make as the shop's own scripts do: from the page, same origin, through the
// gateway's /api proxy (which keeps the session in HttpOnly cookies and checks the Origin).
import type { Page } from 'playwright-core';
import { SERVICE_KEY } from './stack.ts';

export interface PageAnswer {
  status: number;
  text: string;
}

/** A fetch from the page's own script, with a JSON body when one is given. */
export const pageCall = (page: Page, path: string, method = 'GET', body?: unknown): Promise<PageAnswer> =>
  page.evaluate(
    async ({ path, method, body }) => {
      const res = await fetch(path, {
        method,
        ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
      return { status: res.status, text: await res.text() };
    },
    { path, method, body },
  );

/** A shop's site token, as the gateway resolves it (the service key's call), for calls straight to the API. */
export async function siteToken(api: string, brand: string): Promise<string> {
  const res = await fetch(`${api}/sites/resolve?host=${brand}.localhost`, {
    headers: { authorization: `Bearer ${SERVICE_KEY}` },
  });
  return ((await res.json()) as { token: string }).token;
}

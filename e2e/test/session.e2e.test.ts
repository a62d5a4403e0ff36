// The session against the real API: an account registered on the API, its e-mailed activation link
// opened through the gateway's /api proxy from a shop page, the tokens kept in HttpOnly cookies no
// page script can read, account calls made with them, the cabinet guard, and logout.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { brandUrl, openPage } from '../src/browser.ts';
import { useBrowser } from '../src/use-browser.ts';
import { mailedLink, outboxOf } from '../src/outbox.ts';
import { pageCall, siteToken } from '../src/page-call.ts';

const gateway = inject('gateway');
const api = inject('api');
const outbox = outboxOf(inject('modulesDir'));
const chromium = useBrowser();

/**
 * Another site on this machine: a real local server (Chromium lets a loopback page, and only one,
 * send requests to the loopback shop), reached by a name of its own, so its Origin is foreign.
 */
const evilServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi'));
const evil = { url: '' };
beforeAll(async () => {
  await new Promise<void>((resolve) => evilServer.listen(0, '127.0.0.1', resolve));
  evil.url = `http://evil.localhost:${(evilServer.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => evilServer.close(() => resolve())));

describe('a shopper signing in through the gateway', () => {
  it('activates, keeps the tokens in HttpOnly cookies, calls the API with them, passes the guard and logs out', async () => {
    const email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const registered = await fetch(`${api}/auth/users`, {
      method: 'POST',
      headers: {
        'x-site-token': await siteToken(api, 'pharmacy'),
        'accept-language': 'en',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email, password: 'long-enough-secret' }),
    });
    expect(registered.status).toBe(201);
    const [uid, token] = await mailedLink(outbox, email, /\/en\/activate\/(\d+)\/([A-Za-z0-9_-]+)/);
    const link = { uid, token };

    const { page, context } = await openPage(chromium.browser);
    try {
      await page.goto(brandUrl(gateway, 'pharmacy', '/en/cabinet'));
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/en?login=true');

      const activated = await pageCall(page, '/api/auth/users/activation', 'POST', link);
      expect(activated).toEqual({ status: 200, text: '{}' });
      const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
      for (const name of ['token', 'refresh_token']) {
        expect(cookies[name]?.value).toMatch(/^eyJ/);
        expect(cookies[name]).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      }
      expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|; )(token|refresh_token)=/);

      const me = await pageCall(page, '/api/auth/users/me');
      expect(me.status).toBe(200);
      expect(JSON.parse(me.text)).toMatchObject({ user: { email } });

      // Another site's page makes the shopper's browser post to the shop: refused, the session lives on.
      const attacker = await context.newPage();
      await attacker.goto(evil.url);
      const logoutUrl = brandUrl(gateway, 'pharmacy', '/api/auth/token/logout');
      const [forged] = await Promise.all([
        attacker.waitForResponse((res) => res.url() === logoutUrl),
        attacker.evaluate(
          (url) => fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include' }).catch(() => null),
          logoutUrl,
        ),
      ]);
      expect(forged.status()).toBe(403);
      expect((await pageCall(page, '/api/auth/users/me')).status).toBe(200);

      const cabinet = await page.goto(brandUrl(gateway, 'pharmacy', '/en/cabinet'));
      expect(new URL(page.url()).pathname).toBe('/en/cabinet');
      expect(cabinet?.headers()['x-cache']).toBe('BYPASS');

      expect((await pageCall(page, '/api/auth/token/logout', 'POST')).status).toBe(204);
      expect((await context.cookies()).map((c) => c.name)).not.toEqual(expect.arrayContaining(['token']));
      expect((await pageCall(page, '/api/auth/users/me')).status).toBe(401);
      await page.goto(brandUrl(gateway, 'pharmacy', '/en/cabinet'));
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/en?login=true');
    } finally {
      await context.close();
    }
  });
});

// The visitor's answers to the shop's gates (is_age_valid, selected_city): known to a page rendered
// for that visitor alone, never to a page the cache shares (its copy would answer for the next
// visitor); there the browser reads the cookies itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $ageConfirmed, $selectedCity } from '@vitrina/events';
import { renderPage } from '../src/render/render-page.ts';
import { startFakeApi } from './helpers/fake-api.ts';
import { pageGateway } from './helpers/page-gateway.ts';
import { scopeProbe } from './helpers/probe-remote.ts';

const { seen, remotes } = scopeProbe((scope) => ({
  ageConfirmed: scope.getState($ageConfirmed),
  selectedCity: scope.getState($selectedCity),
}));
const ANSWERED = 'is_age_valid=true; selected_city=302';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(async () => {
  await api?.close();
});

describe('the gate cookies on pages', () => {
  it('are the answers of a page rendered for the visitor alone', async () => {
    const gw = await pageGateway({ apiUrl: api.url, deps: { render: renderPage, remotes } });
    try {
      seen.length = 0;
      const personal = await gw.get('/ro/cart', { cookie: ANSWERED });
      expect(personal.headers['x-cache']).toBe('BYPASS');
      await gw.get('/ro/cart', { cookie: 'is_age_valid=yes; selected_city=x' });
      expect(seen).toEqual([
        { ageConfirmed: true, selectedCity: 302 },
        { ageConfirmed: false, selectedCity: null },
      ]);
    } finally {
      await gw.app.close();
    }
  });

  it("are left out of a page the cache shares, so the next visitor gets no one else's answers", async () => {
    const gw = await pageGateway({ apiUrl: api.url, deps: { render: renderPage, remotes } });
    try {
      seen.length = 0;
      const first = await gw.get('/ro/page/about', { cookie: ANSWERED });
      const second = await gw.get('/ro/page/about');
      expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
      expect(seen).toEqual([{ ageConfirmed: false, selectedCity: null }]);
      expect(second.body).toBe(first.body);
    } finally {
      await gw.app.close();
    }
  });

  it('keep the age question from a visitor who said yes, on a page forked from the frame data a stranger read first', async () => {
    api.setSettings({ project: 'Tutun', additional_settings: { age_restriction_min_age: 18 } });
    const gw = await pageGateway({ apiUrl: api.url, deps: { render: renderPage, remotes } });
    try {
      const stranger = await gw.get('/ro/cart');
      const answered = await gw.get('/ro/cart', { cookie: 'is_age_valid=true' });
      const next = await gw.get('/ro/cart', { cookie: 'selected_city=302' });
      expect([stranger.headers['x-cache'], answered.headers['x-cache']]).toEqual(['BYPASS', 'BYPASS']);
      expect(stranger.body).toContain('data-testid="age-gate"');
      expect(answered.body).not.toContain('data-testid="age-gate"');
      expect(next.body).toContain('data-testid="age-gate"');
    } finally {
      api.setSettings();
      await gw.app.close();
    }
  });
});

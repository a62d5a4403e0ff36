// What two demo shops embed in their pages (chat, CSS, scripts, noscript text), the back end's
// stand-in chat widget they load, the brands entry a shop puts past the menu's end, and the
// Dev-Mode echo that lets anyone see the storefront's dev-mode header arrive.
import { describe, expect, it } from 'vitest';

import { brandTreeResponse, globalSettingsSchema } from '@vitrina/contract';

import { buildTestApp, site } from './app.ts';

const { app } = await buildTestApp();
const get = (url: string, brand: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...site(brand), ...headers } });
const settings = async (brand: string, lang?: string) =>
  globalSettingsSchema.parse(
    (await app.inject({ url: '/settings/global_site_settings', headers: site(brand, lang) })).json(),
  );

describe("the shops' embeds in settings/global_site_settings", () => {
  it('gives habsev its chat from the back end, its CSS, its body script, a head script and body noscript markup', async () => {
    const habsev = await settings('habsev', 'ro');
    expect(habsev.sitesettingsstatistic).toMatchObject({ jivo_chat: 'HabsevHome24', chat_widget_source: 'back_end' });
    expect(habsev.styles.css).toContain('.site-footer');
    expect(habsev.styles.script).toContain("event:'shop_script'");
    expect(habsev.styles.additional_js_items.map((item) => [item.location, item.script_type])).toEqual([
      ['head', 'script'],
      ['body', 'noscript'],
    ]);
  });

  it('gives plastics a body script and head noscript styles, and translates the noscript text', async () => {
    const plastics = await settings('plastics', 'ru');
    expect(plastics.styles.additional_js_items.map((item) => [item.location, item.script_type])).toEqual([
      ['body', 'script'],
      ['head', 'noscript'],
    ]);
    expect(plastics.styles.no_script_text).toBe('Включите JavaScript, чтобы заказывать онлайн.');
    expect((await settings('plastics', 'ro')).styles.no_script_text).toBe(
      'Activați JavaScript ca să comandați online.',
    );
  });

  it('leaves the other shops without a chat, scripts or noscript text, on the Jivo default', async () => {
    const pharmacy = await settings('pharmacy');
    expect(pharmacy.sitesettingsstatistic).toMatchObject({ jivo_chat: '', chat_widget_source: 'jivo' });
    expect(pharmacy.styles).toEqual({ css: '', script: '', no_script_text: '', additional_js_items: [] });
    expect(pharmacy.noscript).toBe('');
  });
});

describe('chat/widget/{id}', () => {
  it("answers the shop's own chat id with a script that draws the widget", async () => {
    const res = await get('/chat/widget/HabsevHome24', 'habsev');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toContain('"HabsevHome24"');
    expect(res.body).toContain('Scrieți-ne în chat');
    expect(res.body).toContain('me.nonce');
  });

  it("answers 404 for another shop's chat id, and for a shop without a back-end chat", async () => {
    for (const [brand, id] of [
      ['plastics', 'HabsevHome24'],
      ['pharmacy', 'HabsevHome24'],
    ]) {
      const res = await get(`/chat/widget/${id}`, brand!);
      expect(res.statusCode, brand).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Chat not found', fieldErrors: {} });
    }
  });

  it('refuses an id that is no chat id with 400 in the one error shape', async () => {
    const res = await get('/chat/widget/%3Cscript%3E', 'habsev');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fieldErrors: { id: ['must be a chat id'] } });
  });

  it('answers only with a site token', async () => {
    expect((await app.inject({ url: '/chat/widget/HabsevHome24' })).statusCode).toBe(401);
  });
});

describe('the brands entry past the menu', () => {
  it('is stored as the doors-2 shop set it (99); the storefront clamps it to the menu length', async () => {
    const shop = await settings('doors-2');
    expect(shop.brand_tree.brands_position).toBe(99);
    expect(shop.menu_tree.length).toBeLessThan(99);
    const tree = brandTreeResponse.parse((await get('/general/brand', 'doors-2')).json());
    expect(tree.brands_position).toBe(99);
  });
});

describe('the Dev-Mode echo', () => {
  it('says Dev-Mode: true on the answer to a call that carried it, refusals included', async () => {
    const on = { 'dev-mode': 'true' };
    expect((await get('/settings/global_site_settings', 'pharmacy', on)).headers['dev-mode']).toBe('true');
    expect((await get('/general/product/no-such-product', 'pharmacy', on)).headers['dev-mode']).toBe('true');
    expect((await app.inject({ url: '/general/menu_tree', headers: on })).headers['dev-mode']).toBe('true');
  });

  it('says nothing without it, or with another value', async () => {
    expect((await get('/settings/global_site_settings', 'pharmacy')).headers).not.toHaveProperty('dev-mode');
    const off = await get('/settings/global_site_settings', 'pharmacy', { 'dev-mode': 'false' });
    expect(off.headers).not.toHaveProperty('dev-mode');
  });
});

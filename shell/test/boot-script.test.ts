// The page's state goes into an inline <script>: text from the shop (a product name, an article)
// must never close that script or open an HTML comment, and must read back exactly.
import { describe, expect, it } from 'vitest';
import { BOOT_GLOBAL, bootScript } from '../src/boot.ts';
import type { BootPayload } from '../src/boot.ts';

const payload = (title: string): BootPayload => ({
  site: { brand: 'pharmacy', title, langs: ['ro'], mainLang: 'ro' },
  locale: 'ro',
  pinSet: 'p1',
  remotes: {},
  routes: { owners: { page: 'content' }, personal: [], catchAll: 'catalog' },
  failed: [],
  timeoutMs: 3000,
  state: { note: title },
});

describe('bootScript', () => {
  it('escapes what could end the script and reads back the same text', () => {
    const title = 'Shop</script><!-- x --> a\u2028b\u2029c';
    const script = bootScript(payload(title));
    expect(script).not.toMatch(/<|>|\u2028|\u2029/);
    const window: Record<string, BootPayload> = {};
    new Function('window', script)(window);
    expect(window[BOOT_GLOBAL]).toEqual(payload(title));
  });
});

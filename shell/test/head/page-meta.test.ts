import { describe, expect, it } from 'vitest';
import { escapeJsonForScript, escapeRawText } from '../../src/head/escape.ts';
import { pageMeta, shopName } from '../../src/head/page-meta.ts';
import { DEFAULT_GLOBAL_SETTINGS } from '../../src/settings/defaults.ts';

describe('page meta', () => {
  it('names the shop from the settings, else from the site the gateway resolved', () => {
    expect(shopName({ ...DEFAULT_GLOBAL_SETTINGS, project: ' TechHub ' }, 'tech')).toBe('TechHub');
    expect(shopName(DEFAULT_GLOBAL_SETTINGS, 'tech')).toBe('tech');
  });

  it('does not repeat the shop name when the page title is the shop name', () => {
    expect(pageMeta({ head: { title: 'TechHub' }, shop: 'TechHub' }).title).toBe('TechHub');
    expect(pageMeta({ head: { title: '  ' }, shop: 'TechHub' }).title).toBe('TechHub');
  });
});

describe('escaping for scripts and styles', () => {
  it('keeps JSON parseable while no markup can break out', () => {
    const value = { text: '</script><!-- & \u2028' };
    const escaped = escapeJsonForScript(value);
    expect(escaped).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(escaped)).toEqual(value);
  });

  it('neutralises closing tags whatever their case', () => {
    expect(escapeRawText('a</SCRIPT>b</script', 'script')).toBe('a<\\/SCRIPT>b<\\/script');
    expect(escapeRawText('a</style>', 'style')).toBe('a<\\/style>');
  });
});

// The shell's texts are resolved once per language and loaded set of texts, then read as plain
// strings by every page (issue 21: i18next resolving the frame's hundred texts again on every page
// was a tenth of an uncached page's CPU). Texts with values are still resolved each time.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from '@vitrina/i18n';
import { serverI18n } from '../../src/i18n/server-i18n.ts';
import { useShellT } from '../../src/i18n/use-shell-t.ts';

function Probe() {
  const t = useShellT();
  return createElement('p', null, `${t('cartCount', { count: 3 })}|${t('search')}|${t('noSuchKey' as never)}`);
}

async function page(locale: 'ro' | 'ru') {
  const i18n = await serverI18n(locale, 'ro', null);
  const calls = vi.spyOn(i18n, 't');
  const html = renderToString(createElement(I18nextProvider, { i18n }, createElement(Probe)));
  return { html, resolved: calls.mock.calls.length };
}

describe('useShellT', () => {
  it('gives each language its own texts, resolving a plain text once across pages', async () => {
    const first = await page('ru');
    expect(first.html).toContain('Корзина: 3|');
    const again = await page('ru');
    expect(again.html).toBe(first.html);
    // The second page resolves only the text with a value and the missing key.
    expect(again.resolved).toBeLessThan(first.resolved);
    const romanian = await page('ro');
    expect(romanian.html).not.toBe(first.html);
    expect(romanian.html).toContain('|noSuchKey</p>');
  });
});

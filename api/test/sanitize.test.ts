import { describe, expect, it } from 'vitest';

import { sanitizeCmsHtml } from '../src/seed/sanitize.ts';

describe('sanitizeCmsHtml', () => {
  it.each([
    ['<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['<img src="/a.png" onerror="alert(1)">', '<img src="/a.png" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<h2 style="color:red">T</h2>', '<h2>T</h2>'],
  ])('cleans %s', (dirty, clean) => {
    expect(sanitizeCmsHtml(dirty)).toBe(clean);
  });
});

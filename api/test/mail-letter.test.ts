// The one frame every letter of the shop is made in (src/mail/letter.ts): values filled in once and
// as written, the text part headed and signed, the HTML part escaped on the shop's card.
import { describe, expect, it } from 'vitest';

import { composeLetter, fillPlaceholders } from '../src/mail/letter.ts';
import { backInStockLetter } from '../src/mail/order-back-in-stock.ts';

const colors = { primary: '#059669', background: '#f0fdf4', surface: '#dcfce7', text: '#064e3b' };

describe("a letter's placeholders", () => {
  it('take their values as written: a replacement pattern is text, a value is never filled again', () => {
    expect(fillPlaceholders('{shop}: order {number}', { shop: 'Shop $& {number}', number: '42' })).toBe(
      'Shop $& {number}: order 42',
    );
  });

  it('stay as written when the letter has no value for them', () => {
    expect(fillPlaceholders('Hello {name}, from {shop}', { shop: 'S' })).toBe('Hello {name}, from S');
  });

  it("keep a shop's name that looks like a placeholder in every letter", () => {
    const letter = backInStockLetter('en', { name: 'The {product} shop', colors }, 'Lamp', 'http://s.localhost/p/1');
    expect(letter.subject).toBe('Lamp is back in stock at The {product} shop');
  });
});

describe("a letter's frame", () => {
  const letter = composeLetter(
    'ro',
    { name: 'Tom & <Jerry>', colors },
    {
      subject: 'Sub <j>',
      heading: 'Head & more',
      text: ['Body', '', 'Bye'],
      html: ({ primary }) => `<p>${primary}</p>`,
    },
  );

  it('heads the text part with the heading and signs it with the shop', () => {
    expect(letter.text).toBe('Head & more\n\nBody\n\nBye\n\n— Tom & <Jerry>');
  });

  it("puts the content under the escaped heading on the shop's card, in the letter's language", () => {
    expect(letter.html).toContain('<html lang="ro">');
    expect(letter.html).toContain('<title>Sub &#60;j&#62;</title>');
    expect(letter.html).toContain(
      'Tom &#38; &#60;Jerry&#62;</p>\n<h1 style="margin:0 0 16px;font-size:22px">Head &#38; more</h1>\n<p>#059669</p>',
    );
  });
});

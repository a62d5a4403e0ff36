import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Price } from '../src/index.ts';

/** What a page shows as text, without markup or React's text separators. */
const textOf = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');

describe('a price', () => {
  it('prints integer minor units as the locale writes the amount, with the currency label', () => {
    const html = renderToString(<Price amount={123450} currency="MDL" locale="ru" oldLabel="Старая цена" />);
    expect(textOf(html)).toBe(`1${'\u00a0'}234,50 лей`);
    expect(html).toContain('data-testid="price"');
  });

  it('shows the old price struck through and tells a screen reader it is the old one', () => {
    const html = renderToString(
      <Price amount={9900} oldAmount={12900} currency="MDL" locale="ro" oldLabel="Preț vechi" badge="-23%" />,
    );
    expect(html).toMatch(/<s class="vui-price-old"><span class="vui-sr-only">Preț vechi: <\/span>129 lei<\/s>/);
    expect(textOf(html)).toBe('99 leiPreț vechi: 129 lei -23%');
  });

  it('shows no old price or badge when the old one is not higher', () => {
    for (const oldAmount of [null, 9900, 5000]) {
      const html = renderToString(
        <Price amount={9900} oldAmount={oldAmount} currency="USD" locale="en" oldLabel="Old price" badge="-5%" />,
      );
      expect(textOf(html)).toBe('$99');
    }
  });
});

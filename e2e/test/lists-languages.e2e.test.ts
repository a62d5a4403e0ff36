// Favourites and compare outside English: a product added in Romanian or Russian shows on the
// list pages with its title in that language, and the compare page builds its table (the lists'
// batched card call once lost the page's language and the pages came back empty).
import { describe, expect, inject, it } from 'vitest';
import { brandUrl, DESKTOP, hydratedCleanly, openPage } from '../src/browser.ts';
import { useBrowser } from '../src/use-browser.ts';

const gateway = inject('gateway');
const api = inject('api');
const chromium = useBrowser();

interface Listed {
  productId: number;
  url: string;
  title: string;
}

/** The kids shop's first products as the back end names them in a language. */
async function productsIn(lang: string): Promise<Listed[]> {
  const res = await fetch(`${api}/general/product-filter?pagination=3`, {
    headers: { 'x-site-token': 'demo-kids', 'accept-language': lang },
  });
  return ((await res.json()) as { products: Listed[] }).products;
}

describe.each(['ro', 'ru'])('favourites and compare in %s', (lang) => {
  it('show the product added on its page, titled in the language, and compare it in a table', async () => {
    const product = (await productsIn(lang))[0]!;
    const english = (await productsIn('en')).find((other) => other.productId === product.productId);
    // The title a shopper must see is the language's own, not the English one.
    expect(product.title).not.toBe(english!.title);
    const { page, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.goto(brandUrl(gateway, 'kids', `/${lang}${product.url}`));
    await hydratedCleanly(page);
    expect(await page.locator('h1').textContent()).toBe(product.title);
    await page.getByTestId('favorite-button').click();
    await page.waitForFunction(
      (href) => /[1-9]/.test(document.querySelector(`a[href="${href}"]`)?.textContent ?? ''),
      `/${lang}/favorites`,
    );
    await page.getByTestId('compare-button').click();
    await page.waitForFunction(
      (href) => /[1-9]/.test(document.querySelector(`a[href="${href}"]`)?.textContent ?? ''),
      `/${lang}/compare`,
    );

    await page.goto(brandUrl(gateway, 'kids', `/${lang}/favorites`));
    await hydratedCleanly(page);
    const favourites = page.getByTestId('favorites-list');
    await favourites.waitFor();
    expect(await favourites.locator('[data-testid=product-card] .title').allTextContents()).toEqual([product.title]);

    await page.goto(brandUrl(gateway, 'kids', `/${lang}/compare`));
    await hydratedCleanly(page);
    const table = page.getByTestId('compare-table');
    await table.waitFor();
    expect(await page.getByTestId('compare-empty').count()).toBe(0);
    const column = table.locator(`thead th[data-product-id="${product.productId}"]`);
    expect(await column.locator('a').textContent()).toBe(product.title);
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

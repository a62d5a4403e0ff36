// The adverts module end to end (issue 20) in chromium against the real API, in both shops that run
// it (doors in Romanian on a phone, doors-2 in Russian on a desktop): a signed-in shopper finds the
// module from the header, posts a flat with two photos as a draft (which a guest cannot open), publishes
// it, finds it through the list's search and filters, changes its price and finally deletes it (gone
// from the list); meanwhile a second shopper keeps it among their favourites and reports it. Every
// page and window of the way is checked by axe (WCAG 2.2 AA) and its DOM by the HTML checker.
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SHELL_TEXTS } from '../../shell/src/i18n/all-texts.ts';
import {
  advertWindow,
  choosePhotos,
  drawnAfter,
  field,
  fillWhatWhereDetails,
  filterList,
  listedIds,
  nextStep,
  ownAdvert,
  textContrast,
} from '../src/adverts-page.ts';
import { brandUrl, DESKTOP, hydratedCleanly, MOBILE, openPage } from '../src/browser.ts';
import { outboxOf } from '../src/outbox.ts';
import { pageCall } from '../src/page-call.ts';
import { activatedShopper, signInFromPage } from '../src/shoppers.ts';
import { useBrowser } from '../src/use-browser.ts';
import { pageChecks } from '../src/page-checks.ts';

const gateway = inject('gateway');
const api = inject('api');
const outbox = outboxOf(inject('modulesDir'));
const chromium = useBrowser();

/** Two shoppers, each journey's every page and window, axe and the checker: minutes on a busy machine. */
const JOURNEY_TIMEOUT_MS = 300_000;

/** The DOM of every page and window the journeys pass, for one run of the HTML checker at the end. */
const { check: checkPage, expectValidHtml } = pageChecks();

/**
 * A word no other advert has, nor one like it (the search forgives typos by trigrams): letters only,
 * which the stemmers of both languages keep whole.
 */
const uniqueWord = () =>
  `qxj${Array.from({ length: 9 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const JOURNEYS = [
  { brand: 'doors', lang: 'ro', viewport: MOBILE },
  { brand: 'doors-2', lang: 'ru', viewport: DESKTOP },
  // Each shop in its other language and at the other width too.
  { brand: 'doors', lang: 'ru', viewport: DESKTOP },
  { brand: 'doors-2', lang: 'ro', viewport: MOBILE },
] as const;

describe.each(JOURNEYS)('adverts of $brand in $lang at $viewport.width px', ({ brand, lang, viewport }) => {
  const url = (path: string) => brandUrl(gateway, brand, `/${lang}${path}`);
  const phone = viewport === MOBILE;
  const check = (page: Page) => (state: string) => checkPage(page, state);

  /** The header's way to the shopper's own adverts: an icon on wide screens, the menu's entry on phones. */
  async function openMyAdverts(page: Page): Promise<void> {
    if (phone) {
      await page.getByRole('button', { name: SHELL_TEXTS[lang].openMenu }).click();
      await page.getByTestId('mobile-my-adverts').click();
    } else await page.getByTestId('header-my-adverts').click();
    await page.getByTestId('my-adverts').waitFor();
  }

  async function signedIn(browser: Browser, label: string, path: string) {
    const opened = await openPage(browser, { viewport });
    const email = await activatedShopper({ api, outbox, brand, lang, label });
    await opened.page.goto(url(path));
    await hydratedCleanly(opened.page);
    await signInFromPage(opened.page, email);
    await opened.page.reload();
    await hydratedCleanly(opened.page);
    return opened;
  }

  it(
    'posts a draft with two photos, publishes it, finds it, changes its price, and deletes it; another shopper keeps and reports it',
    async () => {
      const word = uniqueWord();
      const advert = {
        titleRo: `Apartament cu 2 camere ${word}`,
        titleRu: `Двухкомнатная квартира ${word}`,
        price: '65000',
        area: '54',
        contact: '+373 69 123 456',
      };

      // The list is the first of the header's links.
      const { page, context, problems } = await signedIn(chromium.browser, 'adverts-author', '/adverts');
      expect(await page.locator('header .top-links a').first().getAttribute('href')).toBe(`/${lang}/adverts`);
      await page.getByTestId('advert-cards').waitFor();
      // The button to post one reads as one; a card's labels carry no stray bubble.
      expect(await textContrast(page, '[data-testid=add-advert]')).toBeGreaterThanOrEqual(4.5);
      expect(await drawnAfter(page, '[data-testid=advert-card] .row > span')).toBe('none');
      await checkPage(page, 'list');

      // My adverts, then the form: a draft with two photos.
      await openMyAdverts(page);
      await checkPage(page, 'my adverts, none yet');
      await page.getByTestId('add-advert').click();
      await page.getByTestId('advert-form').waitFor();
      await fillWhatWhereDetails(page, advert, check(page));
      await choosePhotos(page);
      await field(page, 'contact-value-0').fill(advert.contact);
      await checkPage(page, 'form, photos and contacts');
      await page.getByTestId('save-draft').click();
      await advertWindow(page, 'draftSave').waitFor();
      await checkPage(page, 'draftSave window');
      const draft = (await ownAdvert(page, word))!;
      expect(draft).toMatchObject({ is_draft: true, price: 65000 });

      // Nobody else sees a draft: the address answers 404 to a guest.
      const guest = await openPage(chromium.browser, { viewport });
      const refused = await guest.page.goto(url(`/adverts/${draft.slug}`));
      expect(refused?.status()).toBe(404);
      await guest.context.close();

      // Published from the same form (the draft is edited, not copied), then opened from the window.
      await advertWindow(page, 'draftSave').getByRole('button').first().click();
      await page.getByTestId('publish').click();
      await advertWindow(page, 'addAnnouncementSuccess').waitFor();
      await checkPage(page, 'addAnnouncementSuccess window');
      const published = (await ownAdvert(page, word))!;
      expect(published).toMatchObject({ slug: draft.slug, is_draft: false });
      await advertWindow(page, 'addAnnouncementSuccess').locator(`a[href$="/adverts/${draft.slug}"]`).click();
      await page.getByTestId('advert-page').waitFor();
      expect(await page.locator('[data-testid=advert-page] .gallery img').count()).toBeGreaterThan(0);
      await checkPage(page, 'advert, its author');

      // Found on the list by a word of its title, its category and a price range around it.
      await page.locator(`[data-testid=advert-page] nav a[href="/${lang}/adverts"]`).click();
      await page.getByTestId('adverts-list').waitFor();
      const shopPrice = published.shop_price!.price;
      const category = String((await advertOf(page, draft.slug)).category.id);
      await filterList(
        page,
        { search: word, category, priceMin: Math.floor(shopPrice) - 1, priceMax: Math.ceil(shopPrice) + 1 },
        phone,
        check(page),
      );
      await expect.poll(() => listedIds(page)).toEqual([String(published.id)]);
      await checkPage(page, 'list, searched and filtered');

      // The price changed through the tools' Edit.
      await page.locator(`[data-testid=advert-card] a[href$="/adverts/${draft.slug}"]`).click();
      await page.getByTestId('advert-tools').click();
      await advertWindow(page, 'toolsAnnouncements').waitFor();
      await checkPage(page, 'toolsAnnouncements window');
      await advertWindow(page, 'toolsAnnouncements').locator('a[href$="/edit"]').click();
      await page.getByTestId('advert-form').waitFor();
      await nextStep(page, 'where');
      await nextStep(page, 'details');
      await field(page, 'price').fill('64000');
      await checkPage(page, 'edit form, details');
      await nextStep(page, 'media');
      await page.getByTestId('publish').click();
      await advertWindow(page, 'addAnnouncementSuccess').waitFor();
      expect(await ownAdvert(page, word)).toMatchObject({ price: 64000, is_draft: false });

      // Another shopper keeps it among their favourites and reports it.
      const other = await signedIn(chromium.browser, 'adverts-reporter', `/adverts/${draft.slug}`);
      await other.page.getByTestId('advert-page').waitFor();
      await other.page.locator('[data-testid=advert-page] [data-testid=favorite-toggle]').click();
      await expect
        .poll(() =>
          other.page.locator('[data-testid=advert-page] [data-testid=favorite-toggle]').getAttribute('aria-pressed'),
        )
        .toBe('true');
      await checkPage(other.page, 'advert, another shopper');
      await other.page.getByTestId('report').click();
      const report = advertWindow(other.page, 'reportUser');
      await report.locator('[name="body"]').fill('Același apartament este publicat de două ori.');
      await checkPage(other.page, 'reportUser window');
      await report.locator('button[type=submit]').click();
      await advertWindow(other.page, 'reportUserSuccess').waitFor();
      await checkPage(other.page, 'reportUserSuccess window');
      await advertWindow(other.page, 'reportUserSuccess').getByRole('button').click();
      await openMyAdverts(other.page);
      await other.page.getByTestId('favorite-adverts-link').click();
      await other.page.getByTestId('favorite-adverts').waitFor();
      await expect.poll(() => listedIds(other.page)).toEqual([String(published.id)]);
      await checkPage(other.page, 'favourites');
      expect(other.problems).toEqual([]);
      await other.context.close();

      // Deleted behind the delete window: gone from the list.
      await advertWindow(page, 'addAnnouncementSuccess').locator(`a[href$="/adverts/${draft.slug}"]`).click();
      await page.getByTestId('advert-tools').click();
      await advertWindow(page, 'toolsAnnouncements').getByTestId('delete-advert').click();
      await advertWindow(page, 'delete').waitFor();
      await checkPage(page, 'delete window');
      await advertWindow(page, 'delete').getByTestId('delete-confirm').click();
      await page.getByTestId('advert-deleted').waitFor();
      await checkPage(page, 'advert, deleted');
      const gone = await pageCall(page, `/api/general/v2/product?search=${word}`);
      expect(JSON.parse(gone.text)).toMatchObject({ data: [] });
      await page.goto(url(`/adverts?search=${word}`));
      await hydratedCleanly(page);
      await page.getByTestId('no-adverts').waitFor();
      expect(problems).toEqual([]);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});

/** One advert as the API answers it to the page's shopper. */
async function advertOf(page: Page, slug: string): Promise<{ category: { id: number } }> {
  const answer = await pageCall(page, `/api/api/adverts/${slug}`);
  expect(answer.status, answer.text).toBe(200);
  return JSON.parse(answer.text) as { category: { id: number } };
}

afterAll(() => expectValidHtml(), 120_000);

// The age question of a shop whose settings ask for it (spec: is_age_valid): on the page from the
// server on, closed only by a yes that the cookie keeps for a year, and askable by any remote.
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $ageConfirmed,
  $modalLocked,
  $openModal,
  AGE_MODAL_ID,
  LOGIN_MODAL,
  ageCheckRequested,
  ageConfirmed,
  gateChoicesRead,
  modalClosed,
  modalOpened,
  siteFrameRead,
} from '@vitrina/events';
import type { GateChoices } from '@vitrina/events';
import { ageMarkScript } from '../../src/gates/index.ts';
import { ageQuestionReopened, ageRefused, gatesMounted } from '../../src/gates/model.ts';
import { SHELL_TEXTS } from '../../src/i18n/all-texts.ts';
import { DEFAULT_GLOBAL_SETTINGS } from '../../src/settings/defaults.ts';
import type { GlobalSettings } from '../../src/settings/types.ts';
import { renderWindows, stubBrowserCookies } from './browser.tsx';

const withMinAge = (age: number | null): GlobalSettings => ({
  ...DEFAULT_GLOBAL_SETTINGS,
  additional_settings: { ...DEFAULT_GLOBAL_SETTINGS.additional_settings, age_restriction_min_age: age },
});
const TOBACCO = withMinAge(18);
const NO_GATE = withMinAge(null);
const en = SHELL_TEXTS.en;

/** A page's scope once the shop's settings are read, as on the server before the render. */
async function pageScope(settings: GlobalSettings, visitor?: GateChoices) {
  const scope = fork();
  // The gateway hands over the visitor's cookies only for a page rendered for them alone.
  if (visitor) await allSettled(gateChoicesRead, { scope, params: visitor });
  await allSettled(siteFrameRead, { scope, params: { settings, menu: [] } });
  return scope;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the age question on a shop that asks', () => {
  it("is open in the server render, with the shop's age and no way to close it but an answer", async () => {
    const scope = await pageScope(TOBACCO);
    expect(scope.getState($openModal)).toBe(AGE_MODAL_ID);
    const html = renderWindows(scope);
    expect(html).toContain('Are you 18 or older?');
    expect(html).toContain(`>${en.ageYes}</button>`);
    expect(html).toContain(`>${en.ageNo}</button>`);
    expect(html).not.toContain('modal-close');
    expect(html).not.toMatch(/class="modal-layer"[^>]*hidden/);
    expect(renderWindows(scope, 'ru')).toContain('Вам уже исполнилось 18 лет?');
    expect(renderWindows(await pageScope(withMinAge(21)), 'ro')).toContain('Aveți cel puțin 21 de ani?');
  });

  it('stays open through Escape, a click on the backdrop and another window asking to open', async () => {
    const scope = await pageScope(TOBACCO);
    await allSettled(modalClosed, { scope });
    await allSettled(modalOpened, { scope, params: LOGIN_MODAL });
    expect(scope.getState($openModal)).toBe(AGE_MODAL_ID);
  });

  it('closes on yes, keeps the answer a year in the cookie, and the next page closes it from the cookie', async () => {
    const browser = stubBrowserCookies();
    const scope = await pageScope(TOBACCO);
    await allSettled(ageConfirmed, { scope });
    expect(scope.getState($openModal)).toBeNull();
    expect(scope.getState($modalLocked)).toBe(false);
    expect(browser.written).toEqual(['is_age_valid=true; path=/; max-age=31536000; samesite=lax']);

    // The next page comes from the shared server render (asking), and hydrates with the cookie.
    const next = await pageScope(TOBACCO);
    expect(next.getState($openModal)).toBe(AGE_MODAL_ID);
    await allSettled(gatesMounted, { scope: next });
    expect(next.getState($openModal)).toBeNull();
    expect(next.getState($ageConfirmed)).toBe(true);
  });

  it('answers no with the refusal and keeps the shop closed; back to the question, yes still opens it', async () => {
    const browser = stubBrowserCookies();
    const scope = await pageScope(TOBACCO);
    await allSettled(ageRefused, { scope });
    const refused = renderWindows(scope);
    expect(refused).toContain('Sorry, this shop is open only to visitors aged 18 or older.');
    expect(refused).not.toContain(`>${en.ageYes}</button>`);
    expect(refused).not.toContain('modal-close');
    expect(scope.getState($openModal)).toBe(AGE_MODAL_ID);
    expect(browser.written).toEqual([]);

    await allSettled(ageQuestionReopened, { scope });
    expect(renderWindows(scope)).toContain(`>${en.ageYes}</button>`);
    await allSettled(ageConfirmed, { scope });
    expect(scope.getState($openModal)).toBeNull();
  });

  it('is not asked on a page rendered for a visitor whose cookie says yes', async () => {
    const scope = await pageScope(TOBACCO, { ageConfirmed: true, selectedCity: null });
    expect(scope.getState($openModal)).toBeNull();
    expect(renderWindows(scope)).toMatch(/class="modal-layer" hidden=""/);
  });

  it('stays open after hydration for a visitor without the cookie', async () => {
    stubBrowserCookies({ selected_city: '301' });
    const scope = await pageScope(TOBACCO);
    await allSettled(gatesMounted, { scope });
    expect(scope.getState($openModal)).toBe(AGE_MODAL_ID);
  });
});

describe('the age question on a shop that does not ask', () => {
  it('is not shown by the shop itself', async () => {
    const scope = await pageScope(NO_GATE);
    expect(scope.getState($openModal)).toBeNull();
    expect(ageMarkScript(NO_GATE, 'n0nce')).toBe('');
  });

  it('opens, locked and naming 18, when a remote asks; not for a visitor who already said yes', async () => {
    const scope = await pageScope(NO_GATE);
    await allSettled(ageCheckRequested, { scope });
    expect(scope.getState($openModal)).toBe(AGE_MODAL_ID);
    expect(scope.getState($modalLocked)).toBe(true);
    expect(renderWindows(scope)).toContain('Are you 18 or older?');

    const confirmed = await pageScope(NO_GATE, { ageConfirmed: true, selectedCity: null });
    await allSettled(ageCheckRequested, { scope: confirmed });
    expect(confirmed.getState($openModal)).toBeNull();
  });
});

describe("the page's early age mark", () => {
  /** Runs the script as the browser would, before the page's markup, against a document with these cookies. */
  function runMark(cookie: string) {
    const marked: string[] = [];
    const script = ageMarkScript(TOBACCO, 'n0nce');
    const code = script.replace(/^<script nonce="n0nce">/, '').replace(/<\/script>$/, '');
    const document = { cookie, documentElement: { setAttribute: (name: string) => marked.push(name) } };
    new Function('document', code)(document);
    return marked;
  }

  it('marks the document of a visitor who said yes, so the question is hidden before it is painted', () => {
    expect(ageMarkScript(TOBACCO, 'n0nce')).toMatch(/^<script nonce="n0nce">/);
    expect(runMark('user_token=x; is_age_valid=true')).toEqual(['data-age-confirmed']);
    expect(runMark('is_age_valid=true')).toEqual(['data-age-confirmed']);
  });

  it('leaves every other document as it is', () => {
    expect(runMark('')).toEqual([]);
    expect(runMark('is_age_valid=false; x=is_age_valid=true')).toEqual([]);
  });
});

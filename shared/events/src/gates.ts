// The shop's two visitor gates, as windows of the shell that any remote can ask for: the age check
// (spec cookie `is_age_valid`, a tobacco shop's settings ask for it) and the delivery city (spec
// cookie `selected_city`, one of the settings' `cities_to_choose`).
import { createEvent } from 'effector';
import { createUnitFactory } from './sid.ts';

const units = createUnitFactory('gates');

/** The windows' ids on the bus (`$openModal`); the shell draws both. */
export const AGE_MODAL_ID = 'shell:age';
export const CITY_MODAL_ID = 'shell:city';

export const AGE_COOKIE = 'is_age_valid';
export const CITY_COOKIE = 'selected_city';
/** Both answers are kept a year (spec: 365 days), in cookies the browser code writes: they are no secret. */
export const GATE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Anyone may ask for the age check (a product for adults only); the shell asks it unless already confirmed. */
export const ageCheckRequested = createEvent();
/** The visitor answered that they are old enough; the shell keeps the answer in the cookie. */
export const ageConfirmed = createEvent();
export const $ageConfirmed = units.store<boolean>('age-confirmed', false);
$ageConfirmed.on(ageConfirmed, () => true);

/** Anyone may open the city choice (the header's city button does). */
export const citySelectionRequested = createEvent();
/** A city of `cities_to_choose` was chosen (its id is a locality id: the menu calculator's `locality_id`). */
export const citySelected = createEvent<number>();
export const $selectedCity = units.store<number | null>('selected-city', null);
$selectedCity.on(citySelected, (_, id) => id);

/** What the visitor's cookies say about both gates. */
export interface GateChoices {
  ageConfirmed: boolean;
  selectedCity: number | null;
}

/**
 * The visitor's cookies were read: by the gateway for a page rendered for them alone (a shared page
 * is rendered unanswered), by the shell in the browser once the page has hydrated. An answer given
 * on the page stands.
 */
export const gateChoicesRead = createEvent<GateChoices>();
$ageConfirmed.on(gateChoicesRead, (confirmed, read) => confirmed || read.ageConfirmed);
$selectedCity.on(gateChoicesRead, (_, read) => read.selectedCity);

/**
 * The cookies read the one way for the gateway (its parsed request cookies) and the browser
 * (document.cookie): only `true` confirms the age, and only a positive whole number is a city.
 */
export function readGateChoices(cookie: (name: string) => string | undefined): GateChoices {
  const city = Number(cookie(CITY_COOKIE));
  return {
    ageConfirmed: cookie(AGE_COOKIE) === 'true',
    selectedCity: Number.isSafeInteger(city) && city > 0 ? city : null,
  };
}

// When the shell shows the age question and the city choice, and what each answer does. A model,
// not component state: the question is decided in the request's scope before the server renders
// (so a shop's first paint is the question), and any remote opens either through the bus.
import { createEffect, createEvent, sample } from 'effector';
import {
  $ageConfirmed,
  $openModal,
  AGE_COOKIE,
  AGE_MODAL_ID,
  CITY_COOKIE,
  CITY_MODAL_ID,
  ageCheckRequested,
  ageConfirmed,
  citySelected,
  citySelectionRequested,
  gateChoicesRead,
  modalClosed,
  modalLocked,
  modalOpened,
  modalUnlocked,
  readGateChoices,
  siteFrameRead,
} from '@vitrina/events';
import type { GateChoices } from '@vitrina/events';
import { $settings } from '../settings/model.ts';
import { shellUnits } from '../shared/units.ts';
import { cookieValue, gateCookie } from './cookies.ts';

/** The age a remote's own ask names on a shop whose settings set none (the spec's "18 or older"). */
export const DEFAULT_MIN_AGE = 18;

export const $askedAge = $settings.map((s) => s.additional_settings.age_restriction_min_age ?? DEFAULT_MIN_AGE);
export const $cities = $settings.map((s) => s.cities_to_choose);

/** The page has hydrated: the cookies, which a server render shared by every visitor cannot know, are read now. */
export const gatesMounted = createEvent();
export const ageRefused = createEvent();
export const ageQuestionReopened = createEvent();
/** The visitor answered no: the question stays, locked, with the refusal (until a reload or a new answer). */
export const $ageRefused = shellUnits.store('age-refused', false);
$ageRefused.on(ageRefused, () => true).reset(ageQuestionReopened, ageConfirmed);

export const readGateCookiesFx = createEffect((): GateChoices =>
  readGateChoices((name) => cookieValue(document.cookie, name)),
);
export const writeGateCookieFx = createEffect(({ name, value }: { name: string; value: string }) => {
  document.cookie = gateCookie(name, value, location.protocol === 'https:');
});

// A shop that asks, asks on every page: once its settings are read (on the server, before the
// render) an unconfirmed visitor gets the question, locked open so nothing else gets past it.
sample({
  clock: siteFrameRead,
  source: $ageConfirmed,
  filter: (confirmed, frame) =>
    !confirmed && (frame.settings?.additional_settings.age_restriction_min_age ?? null) !== null,
  fn: () => AGE_MODAL_ID,
  target: modalLocked,
});
// A remote's own ask (goods for adults on a shop without the gate) is the same question.
sample({
  clock: ageCheckRequested,
  source: $ageConfirmed,
  filter: (confirmed) => !confirmed,
  fn: () => AGE_MODAL_ID,
  target: modalLocked,
});

sample({ clock: ageConfirmed, fn: () => ({ name: AGE_COOKIE, value: 'true' }), target: writeGateCookieFx });
sample({ clock: ageConfirmed, source: $openModal, filter: (open) => open === AGE_MODAL_ID, target: modalUnlocked });

// The cookies as the browser has them: a visitor who said yes before has the question closed (the
// page's early script already hid it: age-mark.ts), and the header shows their city.
sample({ clock: gatesMounted, target: readGateCookiesFx });
sample({ clock: readGateCookiesFx.doneData, target: gateChoicesRead });
sample({
  clock: gateChoicesRead,
  source: $openModal,
  filter: (open, read) => read.ageConfirmed && open === AGE_MODAL_ID,
  target: modalUnlocked,
});

// A shop without cities to choose has no window to show.
sample({
  clock: citySelectionRequested,
  source: $cities,
  filter: (cities) => cities.length > 0,
  fn: () => CITY_MODAL_ID,
  target: modalOpened,
});
sample({ clock: citySelected, fn: (id) => ({ name: CITY_COOKIE, value: String(id) }), target: writeGateCookieFx });
sample({ clock: citySelected, source: $openModal, filter: (open) => open === CITY_MODAL_ID, target: modalClosed });

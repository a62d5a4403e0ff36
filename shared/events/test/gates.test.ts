// The bus's part of the gates: a locked window no one else can close or replace, and the visitor's
// cookies read the same way by the gateway and the browser.
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $ageConfirmed,
  $modalLocked,
  $openModal,
  $selectedCity,
  AGE_MODAL_ID,
  LOGIN_MODAL,
  ageConfirmed,
  gateChoicesRead,
  modalClosed,
  modalLocked,
  modalOpened,
  modalUnlocked,
  readGateChoices,
} from '../src/index.ts';

describe('a locked window', () => {
  it('stays open while locked: a close (Escape, backdrop) or another window (?login=true) changes nothing', async () => {
    const scope = fork();
    await allSettled(modalOpened, { scope, params: 'cart' });
    await allSettled(modalLocked, { scope, params: AGE_MODAL_ID });
    expect(scope.getState($openModal)).toBe(AGE_MODAL_ID);
    await allSettled(modalClosed, { scope });
    await allSettled(modalOpened, { scope, params: LOGIN_MODAL });
    expect(scope.getState($openModal)).toBe(AGE_MODAL_ID);
    expect(scope.getState($modalLocked)).toBe(true);
  });

  it('closes when its owner unlocks it, and windows open and close as before after that', async () => {
    const scope = fork();
    await allSettled(modalLocked, { scope, params: AGE_MODAL_ID });
    await allSettled(modalUnlocked, { scope });
    expect(scope.getState($openModal)).toBeNull();
    await allSettled(modalOpened, { scope, params: LOGIN_MODAL });
    expect(scope.getState($openModal)).toBe(LOGIN_MODAL);
    await allSettled(modalClosed, { scope });
    expect(scope.getState($openModal)).toBeNull();
  });
});

describe('the gate cookies', () => {
  const cookies = (jar: Record<string, string>) => readGateChoices((name) => jar[name]);

  it.each([
    [
      { is_age_valid: 'true', selected_city: '302' },
      { ageConfirmed: true, selectedCity: 302 },
    ],
    [{}, { ageConfirmed: false, selectedCity: null }],
    [
      { is_age_valid: 'false', selected_city: '0' },
      { ageConfirmed: false, selectedCity: null },
    ],
    [
      { is_age_valid: 'TRUE', selected_city: '-4' },
      { ageConfirmed: false, selectedCity: null },
    ],
    [
      { is_age_valid: '1', selected_city: '3.5' },
      { ageConfirmed: false, selectedCity: null },
    ],
    [{ selected_city: '<b>' }, { ageConfirmed: false, selectedCity: null }],
  ])('read %j as %j', (jar, expected) => {
    expect(cookies(jar)).toEqual(expected);
  });

  it('set the answers in the scope, and an age confirmed on the page stays confirmed', async () => {
    const scope = fork();
    await allSettled(gateChoicesRead, { scope, params: { ageConfirmed: true, selectedCity: 309 } });
    expect([scope.getState($ageConfirmed), scope.getState($selectedCity)]).toEqual([true, 309]);

    const answered = fork();
    await allSettled(ageConfirmed, { scope: answered });
    await allSettled(gateChoicesRead, { scope: answered, params: { ageConfirmed: false, selectedCity: null } });
    expect(answered.getState($ageConfirmed)).toBe(true);
  });
});

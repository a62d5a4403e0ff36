// The address form's street search in a forked scope over a fake back end: what typing asks
// (base/address for the chosen city), the list being the answer to the latest text only, and a
// typed name becoming the street's id.
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $streets, streetIdOf, streetTyped } from '../src/features/addresses/street-model.ts';
import type { Street } from '../src/features/addresses/street-model.ts';
import { fakeBackEnd, heldAnswers } from './fake-back-end.ts';

afterEach(() => vi.unstubAllGlobals());

const street = (id: number, label: string, localityId = 301): Street => ({ id, localityId, label });
const STEFAN = street(23, 'Ștefan cel Mare și Sfînt');
const STUDENTS = street(22, 'Studenților');

describe('typing a street', () => {
  it("asks for the chosen city's streets starting with the text, and lists them", async () => {
    const calls = fakeBackEnd(() => Response.json([STUDENTS, STEFAN]));
    const scope = fork();
    await allSettled(streetTyped, { scope, params: { localityId: 301, search: 'St ' } });
    expect(calls.map((c) => c.url)).toEqual(['base/address?locality_id=301&search=St']);
    expect(scope.getState($streets)).toEqual([STUDENTS, STEFAN]);
  });

  it('asks for the whole list when the field is emptied, and nothing without a city', async () => {
    const calls = fakeBackEnd(() => Response.json([]));
    const scope = fork();
    await allSettled(streetTyped, { scope, params: { localityId: 301, search: '' } });
    await allSettled(streetTyped, { scope, params: { localityId: 0, search: 'st' } });
    expect(calls.map((c) => c.url)).toEqual(['base/address?locality_id=301']);
  });

  it('shows the answer to the latest text, even when an earlier one comes back last', async () => {
    const held = heldAnswers();
    fakeBackEnd(held.answer);
    const scope = fork();
    const first = allSettled(streetTyped, { scope, params: { localityId: 301, search: 's' } });
    const second = allSettled(streetTyped, { scope, params: { localityId: 301, search: 'ște' } });
    await expect.poll(() => held.answers.length).toBe(2);
    held.answers[1]!(Response.json([STEFAN]));
    held.answers[0]!(Response.json([STUDENTS, STEFAN]));
    await Promise.all([first, second]);
    expect(scope.getState($streets)).toEqual([STEFAN]);
  });

  it("drops the old city's streets when another city is chosen", async () => {
    const held = heldAnswers();
    fakeBackEnd(held.answer);
    const scope = fork({ values: [[$streets, [STEFAN]]] });
    const asked = allSettled(streetTyped, { scope, params: { localityId: 101, search: 'ște' } });
    expect(scope.getState($streets)).toEqual([]);
    await expect.poll(() => held.answers.length).toBe(1);
    held.answers[0]!(Response.json([street(40, 'Ștefan cel Mare', 101)]));
    await asked;
    expect(scope.getState($streets)).toEqual([street(40, 'Ștefan cel Mare', 101)]);
  });
});

describe('streetIdOf', () => {
  it.each<[string, number | null]>([
    ['Ștefan cel Mare și Sfînt', 23],
    ['  ștefan cel mare și sfînt ', 23],
    ['Ștefan', null],
    ['', null],
  ])('%j names street %s', (text, id) => {
    expect(streetIdOf([STUDENTS, STEFAN], text)).toBe(id);
  });
});

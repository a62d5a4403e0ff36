// The companies page's model in a forked scope over a fake back end: which list it asks for and
// keeps, which call a save is, and the form's loading flag that stays on 3 s after a save (spec,
// section 4) — the wait is the test's own effect handler, so no clock runs.
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $sessionLost, authChanged } from '@vitrina/events';
import type { Company } from '@vitrina/contract';
import {
  $companies,
  $companiesFailed,
  $companyFormBusy,
  $editedCompany,
  companiesRequested,
  companiesRetried,
  companyEditStarted,
  holdFx,
  saveCompanyFx,
} from '../src/features/companies/model.ts';
import { companySaveRequest } from '../src/features/companies/save-request.ts';
import { FORM_HOLD_MS } from '../src/shared/lib/form-hold.ts';
import { fakeBackEnd, heldAnswers, refusal } from './fake-back-end.ts';

afterEach(() => vi.unstubAllGlobals());

const company: Company = {
  id: 7,
  name: 'Acme',
  fiscal_code: '1002600012345',
  legal_address: '',
  status: 'pending',
  created_at: '2024-05-01T10:00:00.000Z',
};
const listOf = (...data: Company[]) => ({ data, totalCount: data.length, pages: data.length ? 1 : 0 });
const draft = { name: 'Acme', fiscal_code: '1002600012345', legal_address: '' };

/** A signed-in page's scope; `hold` is the form's wait (ends at once unless the test holds it). */
async function signedIn(hold: (ms: number) => Promise<void> = () => Promise.resolve()) {
  const scope = fork({ handlers: [[holdFx, hold]] });
  await allSettled(authChanged, { scope, params: { isAuth: true, name: null } });
  return scope;
}

describe('the list', () => {
  it('asks users/company for the query the URL gives, and not again for the list it shows', async () => {
    const calls = fakeBackEnd(() => Response.json(listOf(company)));
    const scope = await signedIn();
    await allSettled(companiesRequested, { scope, params: { search: 'acme', page: 2 } });
    await allSettled(companiesRequested, { scope, params: { page: 2, search: 'acme' } });
    expect(calls.map((c) => c.url)).toEqual(['users/company?search=acme&page=2']);
    expect(scope.getState($companies)?.list.data).toEqual([company]);
  });

  it('shows the answer to the latest query, not a slower answer to an earlier one', async () => {
    const held = heldAnswers();
    fakeBackEnd(held.answer);
    const scope = await signedIn();
    const first = allSettled(companiesRequested, { scope, params: { search: 'a' } });
    const second = allSettled(companiesRequested, { scope, params: { search: 'ab' } });
    await expect.poll(() => held.answers.length).toBe(2);
    held.answers[1]!(Response.json(listOf(company)));
    held.answers[0]!(Response.json(listOf()));
    await Promise.all([first, second]);
    expect(scope.getState($companies)).toEqual({ key: 'search=ab', list: listOf(company) });
  });

  it('marks a failed load for the retry, which asks again', async () => {
    let down = true;
    const calls = fakeBackEnd(() => (down ? new Response('', { status: 503 }) : Response.json(listOf())));
    const scope = await signedIn();
    await allSettled(companiesRequested, { scope, params: { status: 'active' } });
    expect(scope.getState($companiesFailed)).toBe('status=active');

    down = false;
    await allSettled(companiesRetried, { scope });
    expect(calls.map((c) => c.url)).toEqual(['users/company?status=active', 'users/company?status=active']);
    expect(scope.getState($companiesFailed)).toBeNull();
    expect(scope.getState($companies)?.key).toBe('status=active');
  });

  it('ends the session on a 401 (spec, section 4)', async () => {
    fakeBackEnd(() => refusal(401, 'not_authenticated'));
    const scope = await signedIn();
    await allSettled(companiesRequested, { scope, params: {} });
    expect(scope.getState($sessionLost)).toBe(true);
  });

  it('asks nothing for a guest (a cabinet page reached by client navigation)', async () => {
    const calls = fakeBackEnd(() => Response.json(listOf()));
    await allSettled(companiesRequested, { scope: fork(), params: {} });
    expect(calls).toEqual([]);
  });
});

describe('which call saves the form', () => {
  it('makes the first company with create-company, on the group from users/user-group', () => {
    expect(companySaveRequest({ draft, target: { kind: 'create', groupId: 12, hasCompany: false } })).toEqual({
      method: 'PATCH',
      path: 'users/user-group/12/create-company',
      body: draft,
    });
  });

  it('adds another with create-company-multi once the shopper has one (never overwriting it)', () => {
    expect(companySaveRequest({ draft, target: { kind: 'create', groupId: 12, hasCompany: true } }).path).toBe(
      'users/user-group/12/create-company-multi',
    );
  });

  it('edits the chosen company with users/company/{id}', () => {
    expect(companySaveRequest({ draft, target: { kind: 'edit', id: 7 } })).toMatchObject({
      method: 'PATCH',
      path: 'users/company/7',
    });
  });
});

describe("the form's loading flag", () => {
  const edit = { draft, target: { kind: 'edit', id: 7 } } as const;

  it(`stays on ${FORM_HOLD_MS} ms after an accepted save, then goes off`, async () => {
    const calls = fakeBackEnd(() => Response.json(company));
    const waits: number[] = [];
    let endWait = () => {};
    const scope = await signedIn(
      (ms) =>
        new Promise((resolve) => {
          waits.push(ms);
          endWait = resolve;
        }),
    );
    await allSettled(companyEditStarted, { scope, params: company });
    const saved = allSettled(saveCompanyFx, { scope, params: edit });
    // The save is answered and the wait has begun: the flag is still on, the edit is over.
    await expect.poll(() => waits).toEqual([FORM_HOLD_MS]);
    expect(scope.getState($companyFormBusy)).toBe(true);
    expect(scope.getState($editedCompany)).toBeNull();
    endWait();
    await saved;
    expect(scope.getState($companyFormBusy)).toBe(false);
    expect(calls).toEqual([{ method: 'PATCH', url: 'users/company/7', body: draft }]);
  });

  it('goes off at once after a refusal, and the form still edits the same company', async () => {
    fakeBackEnd(() => refusal(400, 'validation_failed', { name: ['required'] }));
    const waits: number[] = [];
    const scope = await signedIn(async (ms) => void waits.push(ms));
    await allSettled(companyEditStarted, { scope, params: company });
    const { value } = await allSettled(saveCompanyFx, { scope, params: edit });
    expect(value).toMatchObject({ kind: 'rejected', fieldErrors: { name: ['required'] } });
    expect(waits).toEqual([]);
    expect(scope.getState($companyFormBusy)).toBe(false);
    expect(scope.getState($editedCompany)).toEqual(company);
  });

  it('loads the list shown again after an accepted save', async () => {
    const calls = fakeBackEnd((call) => Response.json(call.method === 'GET' ? listOf(company) : company));
    const scope = await signedIn();
    await allSettled(companiesRequested, { scope, params: { search: 'ac' } });
    await allSettled(saveCompanyFx, {
      scope,
      params: { draft, target: { kind: 'create', groupId: 3, hasCompany: true } },
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET users/company?search=ac',
      'PATCH users/user-group/3/create-company-multi',
      'GET users/company?search=ac',
    ]);
  });
});

// The shopper's companies: the page of the list the URL's filters ask for, the group id the create
// calls are made on, and the one form that creates and edits a company. The list loads on the
// server with the page (serialized to the browser), and in the browser when its query changes.
import { attach, combine, createEvent, sample } from 'effector';
import { $auth, $sessionLost, ApiError, authChanged, personalGetFx, sessionExpired } from '@vitrina/events';
import type { Company, UserGroup } from '@vitrina/contract';
import { accountCallFx } from '../../shared/api/account-call.ts';
import type { CallResult } from '../../shared/api/account-call.ts';
import { queryKey } from '../../shared/lib/list-filters.ts';
import type { ListQuery } from '../../shared/lib/list-filters.ts';
import { createHoldFx, FORM_HOLD_MS } from '../../shared/lib/form-hold.ts';
import { accountUnits } from '../../shared/lib/units.ts';
import { companySaveRequest } from './save-request.ts';
import type { CompanySave } from './save-request.ts';

export interface CompanyList {
  data: Company[];
  totalCount: number;
  pages: number;
}

const browserOnly = { serialize: 'ignore' } as const;

// --- the list ---

/** The page shows the list for this query (from its URL's filters). */
export const companiesRequested = createEvent<ListQuery>();
/** Ask the back end again for the list shown (the error state's retry). */
export const companiesRetried = createEvent();

export const loadCompaniesFx = attach({
  effect: personalGetFx,
  mapParams: (query: ListQuery) => ({ path: 'users/company', query }),
});

/** The query the page wants now; an older query's answer arriving late is dropped. */
export const $wantedQuery = accountUnits.store<ListQuery | null>('companies/wanted', null);
/** The last list loaded, with the key of its query. */
export const $companies = accountUnits.store<{ key: string; list: CompanyList } | null>('companies/list', null);
/** The key of a query whose load failed (the page offers a retry). */
export const $companiesFailed = accountUnits.store<string | null>('companies/failed', null);

const $canCall = combine($auth, $sessionLost, (auth, lost) => auth.isAuth && !lost);
const signedOut = sample({ clock: authChanged, filter: (auth) => !auth.isAuth });

$wantedQuery.on(companiesRequested, (_, query) => query);
sample({
  clock: companiesRequested,
  source: { shown: $companies, canCall: $canCall },
  filter: ({ shown, canCall }, query) => canCall && shown?.key !== queryKey(query),
  fn: (_, query) => query,
  target: loadCompaniesFx,
});
sample({ clock: companiesRetried, source: $wantedQuery, filter: Boolean, target: loadCompaniesFx });

const isWanted = (wanted: ListQuery | null, query: ListQuery) =>
  wanted !== null && queryKey(wanted) === queryKey(query);
sample({
  clock: loadCompaniesFx.done,
  source: $wantedQuery,
  filter: (wanted, { params }) => isWanted(wanted, params),
  fn: (_, { params, result }) => ({ key: queryKey(params), list: result as CompanyList }),
  target: $companies,
});
$companiesFailed.reset(loadCompaniesFx);
sample({
  clock: loadCompaniesFx.fail,
  source: $wantedQuery,
  filter: (wanted, { params }) => isWanted(wanted, params),
  fn: (_, { params }) => queryKey(params),
  target: $companiesFailed,
});

// --- the group the create calls name ---

export const loadGroupFx = attach({ effect: personalGetFx, mapParams: () => ({ path: 'users/user-group' }) });
export const $groupId = accountUnits.store<number | null>('companies/group-id', null);
$groupId.on(loadGroupFx.doneData, (_, group) => (group as UserGroup).id);

/** The page opened in the browser: the group id, when the server did not bring it. */
export const groupNeeded = createEvent();
sample({
  clock: groupNeeded,
  source: { id: $groupId, canCall: $canCall },
  filter: ({ id, canCall }) => canCall && id === null,
  target: loadGroupFx,
});

// Spec, section 4: a 401 on a personal call ends the session, as for any other.
sample({
  clock: [loadCompaniesFx.failData, loadGroupFx.failData],
  filter: (error) => error instanceof ApiError && error.status === 401,
  fn: () => undefined,
  target: sessionExpired,
});

// --- the form ---

export const saveCompanyFx = attach({ effect: accountCallFx, mapParams: companySaveRequest });

/** A save the API accepted (the list and the shopper's data are loaded again by the page). */
export const companySaved = createEvent<CallResult & { kind: 'ok' }>();
sample({
  clock: saveCompanyFx.doneData,
  filter: (result): result is CallResult & { kind: 'ok' } => result.kind === 'ok',
  target: companySaved,
});
sample({ clock: companySaved, source: $wantedQuery, filter: Boolean, target: loadCompaniesFx });

/** The wait of the loading flag after a save (spec, section 4: 3 s). */
export const holdFx = createHoldFx();
const $held = accountUnits.store('companies/form-held', false, browserOnly);
$held.on(companySaved, () => true).reset(holdFx.finally);
sample({ clock: companySaved, fn: () => FORM_HOLD_MS, target: holdFx });

/** The form's loading flag: on while a save is sent and for FORM_HOLD_MS after one is accepted. */
export const $companyFormBusy = combine(saveCompanyFx.pending, $held, (sending, held) => sending || held);

export const companyEditStarted = createEvent<Company>();
export const companyEditCancelled = createEvent();
/** The company the form edits; none is a new one. */
export const $editedCompany = accountUnits.store<Company | null>('companies/edited', null, browserOnly);
$editedCompany.on(companyEditStarted, (_, company) => company).reset(companyEditCancelled, companySaved);
/** Counts accepted saves: the form is drawn afresh (emptied) after each. */
export const $formRound = accountUnits.store('companies/form-round', 0, browserOnly);
$formRound.on(companySaved, (round) => round + 1);

$wantedQuery.reset(signedOut);
$companies.reset(signedOut);
$companiesFailed.reset(signedOut);
$groupId.reset(signedOut);
$editedCompany.reset(signedOut);

export type { CompanySave };

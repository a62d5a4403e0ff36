// The shopper's companies: the page of the list the URL's filters ask for, the group id the create
// calls are made on, and the one form that creates and edits a company. The list loads on the
// server with the page (serialized to the browser), and in the browser when its query changes.
import { attach, combine, createEvent, sample } from 'effector';
import { personalGetFx } from '@vitrina/events';
import type { Company, UserGroup } from '@vitrina/contract';
import { accountCallFx } from '../../shared/api/account-call.ts';
import type { CallResult } from '../../shared/api/account-call.ts';
import { createFilteredList } from '../../shared/lib/filtered-list.ts';
import type { Paged } from '../../shared/lib/filtered-list.ts';
import { createHoldFx, FORM_HOLD_MS } from '../../shared/lib/form-hold.ts';
import { $canCall, endSessionOnUnauthorized, signedOut } from '../../shared/lib/personal-read.ts';
import { accountUnits } from '../../shared/lib/units.ts';
import { companySaveRequest } from './save-request.ts';
import type { CompanySave } from './save-request.ts';

export type CompanyList = Paged<Company>;

const browserOnly = { serialize: 'ignore' } as const;

// --- the list ---

// users/company by the URL's filters, as the cabinet's other filtered lists (shared/lib/filtered-list.ts):
// the page asks for its query (`companiesRequested`), an older query's answer arriving late is
// dropped, a failed one is marked (`$companiesFailed`) for the retry (`companiesRetried`).
export const {
  requested: companiesRequested,
  retried: companiesRetried,
  loadFx: loadCompaniesFx,
  $wanted: $wantedQuery,
  $shown: $companies,
  $failed: $companiesFailed,
} = createFilteredList<Company>('companies', 'users/company');

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

endSessionOnUnauthorized(loadGroupFx.failData);

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

$groupId.reset(signedOut);
$editedCompany.reset(signedOut);

export type { CompanySave };

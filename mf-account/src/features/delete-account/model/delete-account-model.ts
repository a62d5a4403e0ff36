// The deletion letter's confirmation (users/user/confirm-delete-account) and the spec's delete-error
// flag (error catalogue: a failed account deletion raises it). The flag holds the refusal, so the
// page can say why (a used or expired link) and a new try lowers it.
import { attach } from 'effector';
import { accountCallFx } from '../../../shared/api/account-call.ts';
import type { AccountRequest, CallResult } from '../../../shared/api/account-call.ts';
import { accountUnits } from '../../../shared/lib/units.ts';

export interface DeletionLink {
  uid: string;
  token: string;
}

export const confirmDeletionFx = attach({
  effect: accountCallFx,
  // The link is the proof (no session needed): its 401 would not be the end of a session.
  mapParams: (link: DeletionLink): AccountRequest => ({
    method: 'POST',
    path: 'users/user/confirm-delete-account',
    body: { ...link },
    anonymous: true,
  }),
});

/** The delete-error flag: the last try's refusal, or null. */
export const $deleteError = accountUnits.store<Exclude<CallResult, { kind: 'ok' }> | null>(
  'delete-account/error',
  null,
  {
    serialize: 'ignore',
  },
);
$deleteError
  .on(confirmDeletionFx.doneData, (_, result) => (result.kind === 'ok' ? null : result))
  .reset(confirmDeletionFx);

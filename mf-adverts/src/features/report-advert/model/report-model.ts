// Reporting an advert (spec: complaint with category, body, advert): "Report" opens the reportUser
// window for the advert, the form sends api/complaint/ (a guest may report too; the API limits it),
// and an accepted complaint opens reportUserSuccess in its place. A refusal keeps the window and the
// text typed, with the messages at their fields.
import { createEvent, sample } from 'effector';
import { modalOpened } from '@vitrina/events';
import { advertEffect, fieldErrorsOf } from '../../../shared/api/advert-call.ts';
import type { AdvertCallError, FieldErrors } from '../../../shared/api/advert-call.ts';
import { ADVERT_WINDOWS } from '../../../shared/config/windows.ts';
import { advertsUnits } from '../../../shared/lib/units.ts';

export interface Complaint {
  category: number;
  body: string;
  advert: number;
}

export const sendComplaintFx = advertEffect<Complaint, { id: number; status: 'new' }>((complaint) => ({
  method: 'POST',
  path: 'api/complaint',
  body: { ...complaint },
}));

export const reportOpened = createEvent<number>();
export const reportSent = createEvent<Omit<Complaint, 'advert'>>();

/** The advert the open report is about. */
export const $reportedAdvert = advertsUnits.store<number | null>('report/advert', null, { serialize: 'ignore' });
export const $reportErrors = advertsUnits.store<FieldErrors>('report/errors', {}, { serialize: 'ignore' });
/** The refusal had no field to name (no answer, too many reports): the form says so above itself. */
export const $reportFailure = advertsUnits.store<'rate_limited' | 'failed' | null>('report/failure', null, {
  serialize: 'ignore',
});
export const $reportPending = sendComplaintFx.pending;

$reportedAdvert.on(reportOpened, (_, advert) => advert);
sample({ clock: reportOpened, fn: () => ADVERT_WINDOWS.reportUser, target: modalOpened });
sample({
  clock: reportSent,
  source: $reportedAdvert,
  filter: (advert: number | null): advert is number => advert !== null,
  fn: (advert: number, form): Complaint => ({ ...form, advert }),
  target: sendComplaintFx,
});
sample({ clock: sendComplaintFx.done, fn: () => ADVERT_WINDOWS.reportUserSuccess, target: modalOpened });

const failureOf = (error: AdvertCallError) => {
  if (error.refusal.kind === 'rejected' && error.refusal.status === 429) return 'rate_limited' as const;
  return Object.keys(fieldErrorsOf(error)).length ? null : ('failed' as const);
};
$reportErrors
  .on(sendComplaintFx.failData, (_, error) => fieldErrorsOf(error))
  .reset([reportOpened, sendComplaintFx.done]);
$reportFailure.on(sendComplaintFx.failData, (_, error) => failureOf(error)).reset([reportOpened, sendComplaintFx]);

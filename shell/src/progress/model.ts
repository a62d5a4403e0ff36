import { apiGetFx } from '@vitrina/events';
import { shellUnits } from '../shared/units.ts';

/**
 * How many back-end calls have failed on this page so far. The progress bar compares it before
 * and after a burst of requests to know whether the burst failed. Browser state only.
 */
export const $failedRequests = shellUnits.store('failed-requests', 0, { serialize: 'ignore' });
$failedRequests.on(apiGetFx.fail, (count) => count + 1);

/** True while any back-end call made through the bus is in flight. */
export const $requestsPending = apiGetFx.pending;

// Whether the list is still at its first drawing (lib/first-load.ts): true in the server's scope and
// while the browser hydrates the same markup, false from the moment the list page is live, for the
// rest of the visit (a list reached by client navigation is shown whole at once).
import { createEvent } from 'effector';
import { advertsUnits } from '../../../shared/lib/units.ts';

export const listLive = createEvent();
export const $firstDrawing = advertsUnits.store('list/first-drawing', true, { serialize: 'ignore' });
$firstDrawing.on(listLive, () => false);

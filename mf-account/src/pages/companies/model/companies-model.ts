// The companies page's wiring of two features: what it loads when opened (the list its URL asks
// for, the group the create calls name, the shopper's data that says whether they have a company),
// and the shopper's data again after a save (their first company is now theirs).
import { combine, createEvent, sample } from 'effector';
import { $auth } from '@vitrina/events';
import { companiesRequested, companySaved, groupNeeded } from '../../../features/companies/index.ts';
import { $user, loadUserFx } from '../../../entities/session/model/session-model.ts';
import type { ListQuery } from '../../../shared/lib/list-filters.ts';

/** On the server with the page, and in the browser on each change of the URL's filters. */
export const companiesPageOpened = createEvent<ListQuery>();

sample({ clock: companiesPageOpened, target: [companiesRequested, groupNeeded] });
sample({
  clock: companiesPageOpened,
  source: combine($user, $auth, (user, auth) => user === null && auth.isAuth),
  filter: Boolean,
  fn: () => undefined,
  target: loadUserFx,
});
sample({ clock: companySaved, fn: () => undefined, target: loadUserFx });

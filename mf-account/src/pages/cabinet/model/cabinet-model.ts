// The overview in the browser: a shopper who came by client navigation from a page that never
// asked for their data (the server loads it with the page otherwise).
import { combine, createEvent, sample } from 'effector';
import { $auth } from '@vitrina/events';
import { $user, loadUserFx } from '../../../entities/session/model/session-model.ts';

export const overviewOpened = createEvent();

sample({
  clock: overviewOpened,
  source: combine($user, $auth, (user, auth) => user === null && auth.isAuth),
  filter: Boolean,
  fn: () => undefined,
  target: loadUserFx,
});

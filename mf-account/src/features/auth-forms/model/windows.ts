// The ids of mf-account's windows on the bus (one open at a time). The sign-in's id is the bus's
// own, since the shell's account button opens it.
import { LOGIN_MODAL } from '@vitrina/events';

export const WINDOWS = {
  login: LOGIN_MODAL,
  register: 'account:register',
  registerSent: 'account:register-sent',
  reset: 'account:reset',
  resetSent: 'account:reset-sent',
  socialError: 'account:social-error',
} as const;

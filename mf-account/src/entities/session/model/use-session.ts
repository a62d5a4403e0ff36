// Signing in and out, as the spec's section 4 orders it. Kept in a hook (not an effect chain) so
// every step runs bound to the page's scope through useUnit, including after each await.
import { useUnit } from 'effector-react';
import { useNavigate } from '@vitrina/router';
import { $locale, authChanged, modalClosed, notify } from '@vitrina/events';
import type { AccountTextKey } from '../../../i18n/index.ts';
import { accountCallFx } from '../../../shared/api/account-call.ts';
import type { CallResult } from '../../../shared/api/account-call.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { announceAuth } from '../lib/auth-channel.ts';
import { loadUserFx } from './session-model.ts';
import { noticeAfterReload } from '../lib/notice-after-reload.ts';

/** Spec: the page reloads 200 ms after a sign-in, so it is drawn again for the signed-in shopper. */
export const RELOAD_AFTER_SIGN_IN_MS = 200;

export interface SignInValues {
  email: string;
  password: string;
  remember: boolean;
}

export function useSession() {
  const t = useAccountT();
  const navigate = useNavigate();
  const [call, loadUser, changeAuth, raise, closeWindow, locale] = useUnit([
    accountCallFx,
    loadUserFx,
    authChanged,
    notify,
    modalClosed,
    $locale,
  ]);

  /**
   * After the gateway set the session cookies (sign-in, activation, social sign-in); the page is
   * about to be drawn again, so the notice waits for the next one.
   */
  async function enterSession(): Promise<void> {
    await loadUser().catch(() => changeAuth({ isAuth: true, name: null }));
    announceAuth(true);
    noticeAfterReload('signedIn');
  }

  async function signIn(values: SignInValues): Promise<CallResult> {
    // `remember` is the gateway's (session cookies when off); the API ignores it.
    const result = await call({ method: 'POST', path: 'auth/jwt/create', body: { ...values }, anonymous: true });
    if (result.kind !== 'ok') return result;
    await enterSession();
    closeWindow();
    setTimeout(() => window.location.reload(), RELOAD_AFTER_SIGN_IN_MS);
    return result;
  }

  /**
   * Logout: the server call (the gateway clears the cookies whatever the API says), then this tab
   * and the others learn it; what the shopper kept in this browser is each remote's to clear when
   * `$auth` turns false. Home by client navigation, so the notice stays for its 3 s. `notice`: what
   * the shopper is told (a deleted account's session ends the same way).
   */
  async function signOut(notice: AccountTextKey = 'signedOut'): Promise<void> {
    await call({ method: 'POST', path: 'auth/token/logout', body: {}, anonymous: true });
    changeAuth({ isAuth: false, name: null });
    announceAuth(false);
    raise({ kind: 'success', text: t(notice) });
    navigate(`/${locale}`);
  }

  return { signIn, signOut, enterSession };
}

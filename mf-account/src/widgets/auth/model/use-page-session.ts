// What the widget keeps in step on every page: `?login=true`, the name of a signed-in shopper, the
// session across tabs and the spec's 401 rule.
import { useEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import { useLocation, useNavigate } from '@vitrina/router';
import { $auth, $locale, $sessionLost, authChanged, LOGIN_MODAL, modalOpened, notify } from '@vitrina/events';
import type { Locale } from '@vitrina/events';
import { isCabinetPath } from '@vitrina/domain';
import { accountCallFx } from '../../../shared/api/account-call.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { announceAuth, listenAuth } from '../../../entities/session/lib/auth-channel.ts';
import { loadUserFx } from '../../../entities/session/model/session-model.ts';
import { takeNoticeLeft } from '../../../entities/session/lib/notice-after-reload.ts';

const loginUrl = (locale: Locale) => `/${locale}?login=true`;

/** `?login=true` (where the guard sends a guest) opens the sign-in once; the parameter leaves the URL. */
function useLoginFromQuery() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [auth, open] = useUnit([$auth, modalOpened]);
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has('login')) return;
    params.delete('login');
    const rest = params.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true });
    if (!auth.isAuth) open(LOGIN_MODAL);
  }, [search, pathname, hash, navigate, auth.isAuth, open]);
}

/** A page drawn signed in on the server knows no name yet: auth/users/me brings it (once). */
function useSignedInName() {
  const [auth, loadUser] = useUnit([$auth, loadUserFx]);
  const asked = useRef(false);
  useEffect(() => {
    if (!auth.isAuth || auth.name !== null || asked.current) return;
    asked.current = true;
    loadUser().catch(() => undefined);
  }, [auth, loadUser]);
}

/**
 * Another tab signed in: this page is drawn again for the shopper. Another tab signed out: this one
 * is signed out too, and a cabinet page leaves for the sign-in.
 */
function useAuthAcrossTabs() {
  const [auth, locale, changeAuth] = useUnit([$auth, $locale, authChanged]);
  const current = useRef(auth.isAuth);
  current.current = auth.isAuth;
  useEffect(
    () =>
      listenAuth((isAuth) => {
        if (isAuth === current.current) return;
        if (isAuth) {
          window.location.reload();
          return;
        }
        changeAuth({ isAuth: false, name: null });
        if (isCabinetPath(window.location.pathname)) window.location.assign(loginUrl(locale));
      }),
    [locale, changeAuth],
  );
}

/**
 * Spec, section 4: a 401 on a non-login call clears the session and sends the shopper to
 * /?login=true; the bus's `$sessionLost` already stops further personal calls.
 */
function useSessionExpiry() {
  const t = useAccountT();
  const navigate = useNavigate();
  const [lost, locale, call, changeAuth, raise] = useUnit([$sessionLost, $locale, accountCallFx, authChanged, notify]);
  const handled = useRef(false);
  useEffect(() => {
    if (!lost || handled.current) return;
    handled.current = true;
    // The gateway clears the session cookies on logout whatever the API answers.
    void call({ method: 'POST', path: 'auth/token/logout', body: {}, anonymous: true }).then(() => {
      changeAuth({ isAuth: false, name: null });
      announceAuth(false);
      raise({ kind: 'info', text: t('sessionEnded') });
      navigate(loginUrl(locale));
    });
  }, [lost, locale, call, changeAuth, raise, navigate, t]);
}

/** The notice the previous page left (the sign-in's, shown after the reload that follows it). */
function useNoticeLeft() {
  const t = useAccountT();
  const raise = useUnit(notify);
  const taken = useRef(false);
  useEffect(() => {
    if (taken.current) return;
    taken.current = true;
    const left = takeNoticeLeft();
    if (left) raise({ kind: 'success', text: t(left) });
  }, [raise, t]);
}

export function usePageSession() {
  useNoticeLeft();
  useLoginFromQuery();
  useSignedInName();
  useAuthAcrossTabs();
  useSessionExpiry();
}

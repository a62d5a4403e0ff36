import { useUnit } from 'effector-react';
import { useLocation } from '@vitrina/router';
import { $openModal } from '@vitrina/events';
import { RemoteWidget } from '../app/RemoteWidget.tsx';

/** The bus ids of mf-account's windows share this prefix (LOGIN_MODAL is one). */
const ACCOUNT_WINDOW_PREFIX = 'account:';

/**
 * mf-account's headless `auth` widget, on pages of every remote: it draws the sign-in, registration
 * and reset windows, opens the sign-in for `?login=true` (where the cabinet guard sends a guest),
 * and keeps the session in step across tabs. Nobody waits for it on most pages, so it loads once
 * the browser is idle; it loads at once when the shopper opens one of its windows or the URL asks
 * for the sign-in, so the window is not left empty.
 */
export function AccountSlot() {
  const openModal = useUnit($openModal);
  const { search } = useLocation();
  const wanted = !!openModal?.startsWith(ACCOUNT_WINDOW_PREFIX) || new URLSearchParams(search).has('login');
  return <RemoteWidget remote="account" name="auth" quiet idle={!wanted} />;
}

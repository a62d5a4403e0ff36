import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { LOGIN_MODAL, modalOpened } from '@vitrina/events';
import { useAdvertsT } from '../i18n/use-adverts-t.ts';

/**
 * A shopper's own page seen signed out: the sign-in window instead of the page (it opens by itself in
 * the browser; the server draws this with a button to open it). After signing in, the page is drawn
 * again for the shopper (mf-account reloads it).
 */
export function SignInGate({ title }: { title: string }) {
  const t = useAdvertsT();
  const open = useUnit(modalOpened);
  useEffect(() => {
    open(LOGIN_MODAL);
  }, [open]);
  return (
    <section data-testid="sign-in-gate">
      <h1>{title}</h1>
      <p>{t('signInToContinue')}</p>
      <button type="button" className="vui-button vui-button-primary" onClick={() => open(LOGIN_MODAL)}>
        {t('signIn')}
      </button>
    </section>
  );
}

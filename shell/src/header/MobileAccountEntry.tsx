import { Link } from '@vitrina/router';
import { useUnit } from 'effector-react';
import { $auth, LOGIN_MODAL, modalOpened } from '@vitrina/events';
import { useLocale } from '../app/use-locale.ts';
import { useShellT } from '../i18n/use-shell-t.ts';
import { Icon } from '../shared/icons.tsx';
import { MyAdvertsLink } from './MyAdvertsLink.tsx';

/**
 * The account entry of the mobile menu (the header's account icons are hidden at 1024 px and
 * narrower): the cabinet and their adverts for a signed-in shopper, the sign-in window for a guest.
 * The menu closes first, so the window (or the page) is what the shopper sees next.
 */
export function MobileAccountEntry({ onOpen }: { onOpen: () => void }) {
  const t = useShellT();
  const locale = useLocale();
  const [auth, openModal] = useUnit([$auth, modalOpened]);
  if (auth.isAuth)
    return (
      <>
        <Link to={`/${locale}/cabinet`} className="mobile-account" onClick={onOpen}>
          <Icon name="user" />
          <span>{t('account')}</span>
        </Link>
        <MyAdvertsLink mobile onOpen={onOpen} />
      </>
    );
  return (
    <button
      type="button"
      className="mobile-account"
      data-testid="mobile-sign-in"
      onClick={() => {
        onOpen();
        openModal(LOGIN_MODAL);
      }}
    >
      <Icon name="user" />
      <span>{t('signIn')}</span>
    </button>
  );
}

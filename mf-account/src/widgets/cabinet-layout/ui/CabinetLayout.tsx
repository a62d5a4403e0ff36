import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { NavLink, useLocation, useNavigate } from '@vitrina/router';
import { $auth, $locale } from '@vitrina/events';
import { isCabinetPath } from '@vitrina/domain';
import { Button } from '@vitrina/ui';
import type { AccountTextKey } from '../../../i18n/index.ts';
import { useSession } from '../../../entities/session/model/use-session.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';

/** The cabinet's sections, in menu order; favourites are the catalogue's page (one list, synced with the account). */
const SECTIONS: { path: string; label: AccountTextKey }[] = [
  { path: 'cabinet', label: 'navOverview' },
  { path: 'account/orders', label: 'navOrders' },
  { path: 'account/profile', label: 'navProfile' },
  { path: 'account/addresses', label: 'navAddresses' },
  { path: 'account/companies', label: 'navCompanies' },
  { path: 'account/acts', label: 'navActs' },
  { path: 'favorites', label: 'navFavorites' },
  { path: 'account/support', label: 'navSupport' },
  { path: 'account/terms', label: 'navTerms' },
];

/**
 * The server's guard sends a guest's request for a cabinet page to the sign-in; a page the browser
 * draws by itself (a link, or Back after signing out) is not asked for, so the page sends a guest
 * there as the guard would (spec, section 2: /?login=true). It reads the address bar, not the
 * router: the shell keeps this page drawn while the next one loads, so after a sign-out the address
 * is already home (the shopper goes there, not to the sign-in), and Back may return to this page
 * without the router telling it anything (hence `popstate`).
 */
function useGuestToSignIn(isAuth: boolean, locale: string) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (isAuth) return;
    const toSignIn = () => {
      if (isCabinetPath(window.location.pathname)) navigate(`/${locale}?login=true`, { replace: true });
    };
    toSignIn();
    window.addEventListener('popstate', toSignIn);
    return () => window.removeEventListener('popstate', toSignIn);
  }, [isAuth, navigate, locale, pathname]);
}

/** Every cabinet page: the section menu (current one marked) and sign-out beside the page's content. */
export function CabinetLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useAccountT();
  const [locale, auth] = useUnit([$locale, $auth]);
  const { signOut } = useSession();
  useGuestToSignIn(auth.isAuth, locale);
  if (!auth.isAuth) return null;
  return (
    <div className="mfa-cabinet">
      <nav aria-label={t('cabinetMenu')} className="mfa-cabinet-nav">
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink to={`/${locale}/${section.path}`} end>
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <Button variant="secondary" onClick={() => void signOut()} data-testid="sign-out">
          {t('signOut')}
        </Button>
      </nav>
      <section className="mfa-cabinet-main">
        <h1>{title}</h1>
        {children}
      </section>
    </div>
  );
}

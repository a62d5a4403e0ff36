import { Link } from '@vitrina/router';
import { useUnit } from 'effector-react';
import { $auth } from '@vitrina/events';
import { useLocale } from '../app/use-locale.ts';
import { useShellT } from '../i18n/use-shell-t.ts';
import { $settings } from '../settings/model.ts';
import { Icon } from '../shared/icons.tsx';

/**
 * A signed-in shopper's own adverts (mf-adverts' /my-adverts: theirs, their drafts, the form and
 * favourites), beside the account entry, in a shop that runs the adverts module (settings'
 * adverts_enabled, the switch the adverts calls answer by). The list itself is the menu's link.
 * `mobile`: the mobile menu's entry with its text; else the header's icon action.
 */
export function MyAdvertsLink({ mobile, onOpen }: { mobile?: boolean; onOpen?: () => void }) {
  const t = useShellT();
  const locale = useLocale();
  const [auth, settings] = useUnit([$auth, $settings]);
  if (!auth.isAuth || settings.adverts_enabled !== true) return null;
  const to = `/${locale}/my-adverts`;
  if (mobile)
    return (
      <Link to={to} className="mobile-account" onClick={onOpen} data-testid="mobile-my-adverts">
        <Icon name="home" />
        <span>{t('myAdverts')}</span>
      </Link>
    );
  return (
    <Link to={to} className="action action-account" data-testid="header-my-adverts">
      <Icon name="home" />
      <span className="sr-only">{t('myAdverts')}</span>
    </Link>
  );
}

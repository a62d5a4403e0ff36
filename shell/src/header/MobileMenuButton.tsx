import { useUnit } from 'effector-react';
import { useShellT } from '../i18n/use-shell-t.ts';
import { Icon } from '../shared/icons.tsx';
import { $mobileMenu, mobileMenuOpened } from './model.ts';

export function MobileMenuButton() {
  const t = useShellT();
  const [menu, open] = useUnit([$mobileMenu, mobileMenuOpened]);
  return (
    <button
      type="button"
      className="icon-button mobile-only"
      aria-label={t('openMenu')}
      aria-haspopup="dialog"
      aria-expanded={menu.open}
      onClick={() => open('menu')}
    >
      <Icon name="menu" />
    </button>
  );
}

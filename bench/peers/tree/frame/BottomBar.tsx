// The mobile bottom bar: home, the catalogue, favourites, the cart and the menu.
import { Link } from '#link';
import { Counted } from '../client/Counted.tsx';
import { ModalButton } from '../client/buttons.tsx';
import { Icon } from '../Icon.tsx';
import { t } from '../texts.ts';

export function BottomBar({ lang }: { lang: string }) {
  return (
    <nav className="bottom-bar mobile-only" aria-label={t.quickNav}>
      <Link className="bar-item" href={`/${lang}`}>
        <Icon name="home" />
        <span>{t.home}</span>
      </Link>
      <ModalButton className="bar-item" modal="catalog">
        <Icon name="grid" />
        <span>{t.catalog}</span>
      </ModalButton>
      <Link className="bar-item" href={`/${lang}/favorites`}>
        <Icon name="heart" />
        <span aria-hidden="true">{t.favorites}</span>
        <Counted list="favorites" />
      </Link>
      <Link className="bar-item" href={`/${lang}/cart`}>
        <Icon name="cart" />
        <span aria-hidden="true">{t.cart}</span>
        <Counted list="cart" />
      </Link>
      <ModalButton className="bar-item" modal="menu">
        <Icon name="menu" />
        <span>{t.menu}</span>
      </ModalButton>
    </nav>
  );
}

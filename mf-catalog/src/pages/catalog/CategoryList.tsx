import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $cart, cartChanged, notify } from '@vitrina/events';
import { $menu, $menuFailed, menuRequested } from './model.ts';
import { NAMESPACE } from '../../i18n/index.ts';

/** The catalogue's categories with their subcategories, from general/menu_tree. */
export function CategoryList({ heading }: { heading: 'welcome' | 'categories' }) {
  const { lang } = useParams();
  const { t } = useTranslation(NAMESPACE);
  const [menu, failed, request, cart, changeCart, raise] = useUnit([
    $menu,
    $menuFailed,
    menuRequested,
    $cart,
    cartChanged,
    notify,
  ]);

  useEffect(() => {
    if (!menu) request();
  }, [menu, request]);

  // Until the cart remote owns adding products, this proves the bus: the header and the cart
  // page read the count this button changes.
  const addSample = () => {
    changeCart({ count: cart.count + 1 });
    raise({ kind: 'success', text: t('added') });
  };

  return (
    <section data-testid="category-list">
      <h1>{t(heading)}</h1>
      <button type="button" data-testid="add-to-cart" onClick={addSample}>
        {t('addSample')}
      </button>
      {failed && !menu ? <p role="alert">{t('failed')}</p> : null}
      {!menu && !failed ? <p aria-busy="true">{t('loading')}</p> : null}
      <ul className="categories">
        {(menu ?? []).map((category) => (
          <li key={category.id}>
            <Link to={`/${lang}/${category.categoryUrl}`}>{category.categoryTitle}</Link>
            <ul>
              {category.subcategories.map((sub) => (
                <li key={sub.id}>{sub.subCategoryTitle}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { RemoteModule } from '@vitrina/mf-kit';

export const NAMESPACE = 'catalog';

export const translations: RemoteModule['translations'] = {
  ro: { welcome: 'Bine ați venit', categories: 'Categorii', loading: 'Se încarcă…', failed: 'Catalogul nu a putut fi încărcat.', addSample: 'Adaugă în coș', added: 'Adăugat în coș' },
  ru: { welcome: 'Добро пожаловать', categories: 'Категории', loading: 'Загрузка…', failed: 'Не удалось загрузить каталог.', addSample: 'В корзину', added: 'Добавлено в корзину' },
  uk: { welcome: 'Ласкаво просимо', categories: 'Категорії', loading: 'Завантаження…', failed: 'Не вдалося завантажити каталог.', addSample: 'До кошика', added: 'Додано до кошика' },
  en: { welcome: 'Welcome', categories: 'Categories', loading: 'Loading…', failed: 'The catalogue could not be loaded.', addSample: 'Add to cart', added: 'Added to the cart' },
};

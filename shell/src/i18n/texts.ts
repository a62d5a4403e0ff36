import type { Locale } from '@vitrina/events';

/** The shell's own texts (namespace `shell`). Remotes bring their own namespaces. */
export const SHELL_TEXTS: Record<Locale, Record<string, string>> = {
  ro: {
    home: 'Acasă', catalog: 'Catalog', about: 'Despre noi', cart: 'Coș', account: 'Cabinet', adverts: 'Anunțuri',
    cartCount: 'Coș: {{count}}', language: 'Limba', loading: 'Se încarcă…',
    remoteFailed: 'Această secțiune nu s-a putut încărca.', retry: 'Reîncearcă', notFound: 'Pagina nu a fost găsită.',
    footer: 'Toate drepturile rezervate.',
  },
  ru: {
    home: 'Главная', catalog: 'Каталог', about: 'О нас', cart: 'Корзина', account: 'Кабинет', adverts: 'Объявления',
    cartCount: 'Корзина: {{count}}', language: 'Язык', loading: 'Загрузка…',
    remoteFailed: 'Не удалось загрузить этот раздел.', retry: 'Повторить', notFound: 'Страница не найдена.',
    footer: 'Все права защищены.',
  },
  uk: {
    home: 'Головна', catalog: 'Каталог', about: 'Про нас', cart: 'Кошик', account: 'Кабінет', adverts: 'Оголошення',
    cartCount: 'Кошик: {{count}}', language: 'Мова', loading: 'Завантаження…',
    remoteFailed: 'Не вдалося завантажити цей розділ.', retry: 'Спробувати ще', notFound: 'Сторінку не знайдено.',
    footer: 'Усі права захищені.',
  },
  en: {
    home: 'Home', catalog: 'Catalogue', about: 'About us', cart: 'Cart', account: 'Account', adverts: 'Adverts',
    cartCount: 'Cart: {{count}}', language: 'Language', loading: 'Loading…',
    remoteFailed: 'This section could not be loaded.', retry: 'Try again', notFound: 'Page not found.',
    footer: 'All rights reserved.',
  },
};

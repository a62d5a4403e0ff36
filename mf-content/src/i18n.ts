import type { RemoteModule } from '@vitrina/mf-kit';

export const NAMESPACE = 'content';

export const translations: RemoteModule['translations'] = {
  ro: { loading: 'Se încarcă…', missing: 'Pagina nu a fost găsită.', failed: 'Pagina nu a putut fi încărcată.' },
  ru: { loading: 'Загрузка…', missing: 'Страница не найдена.', failed: 'Не удалось загрузить страницу.' },
  uk: { loading: 'Завантаження…', missing: 'Сторінку не знайдено.', failed: 'Не вдалося завантажити сторінку.' },
  en: { loading: 'Loading…', missing: 'Page not found.', failed: 'The page could not be loaded.' },
};

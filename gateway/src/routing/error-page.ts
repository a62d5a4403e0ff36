// The page a shopper sees when the gateway could not render the one asked for (spec: the status
// code, 'page not found' on 404 and 'something went wrong' otherwise, and a link to the main page;
// if even that fails, a fixed text).
import { LOCALES } from '@vitrina/domain';
import type { Locale } from '@vitrina/domain';

export interface ErrorPageInput {
  status: number;
  locale: Locale;
}
export type ErrorPageRenderer = (input: ErrorPageInput) => string;

/** `notFound` is the shell's 404 text (shell/src/i18n/texts), so a 404 says the same one thing wherever it is made. */
const TEXTS: Record<Locale, { error: string; wentWrong: string; notFound: string; home: string }> = {
  ro: {
    error: 'Eroare',
    wentWrong: 'Ceva nu a mers bine.',
    notFound: 'Pagina nu a fost găsită',
    home: 'Pagina principală',
  },
  ru: { error: 'Ошибка', wentWrong: 'Что-то пошло не так.', notFound: 'Страница не найдена', home: 'На главную' },
  uk: { error: 'Помилка', wentWrong: 'Щось пішло не так.', notFound: 'Сторінку не знайдено', home: 'На головну' },
  en: { error: 'Error', wentWrong: 'Something went wrong.', notFound: 'Page not found', home: 'Main page' },
};

/** Self-contained (no shell, no remotes): it must work when they are what failed. */
export const renderErrorPage: ErrorPageRenderer = ({ status, locale }) => {
  const text = TEXTS[locale];
  const message = status === 404 ? text.notFound : text.wentWrong;
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${status} ${text.error}</title></head>` +
    `<body><main data-testid="error-page"><h1>${status}</h1><p>${message}</p>` +
    `<a href="/${locale}">${text.home}</a></main></body></html>`
  );
};

export const ERROR_PAGE_FALLBACK =
  '<!doctype html><html><head><meta charset="utf-8"><title>Error</title></head>' +
  '<body><p>An error occurred while showing the error page</p><a href="/">Home</a></body></html>';

/** The language of the failed page from its first segment, else the given fallback. */
export function errorPageLocale(pathname: string, fallback: Locale): Locale {
  const first = pathname.split('/')[1] ?? '';
  return (LOCALES as readonly string[]).includes(first) ? (first as Locale) : fallback;
}

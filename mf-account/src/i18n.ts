import type { RemoteModule } from '@vitrina/mf-kit';

export const NAMESPACE = 'account';

export const translations: RemoteModule['translations'] = {
  ro: { title: 'Cabinetul personal', guest: 'Intrați în cont pentru a vedea comenzile.', hello: 'Bună, {{name}}' },
  ru: { title: 'Личный кабинет', guest: 'Войдите, чтобы увидеть свои заказы.', hello: 'Здравствуйте, {{name}}' },
  uk: { title: 'Особистий кабінет', guest: 'Увійдіть, щоб побачити свої замовлення.', hello: 'Вітаємо, {{name}}' },
  en: { title: 'Your account', guest: 'Sign in to see your orders.', hello: 'Hello, {{name}}' },
};

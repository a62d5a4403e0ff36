import type { RemoteModule } from '@vitrina/mf-kit';

export const NAMESPACE = 'cart';

export const translations: RemoteModule['translations'] = {
  ro: { title: 'Coșul de cumpărături', items: 'Produse în coș: {{count}}', empty: 'Coșul este gol.' },
  ru: { title: 'Корзина', items: 'Товаров в корзине: {{count}}', empty: 'Корзина пуста.' },
  uk: { title: 'Кошик', items: 'Товарів у кошику: {{count}}', empty: 'Кошик порожній.' },
  en: { title: 'Shopping cart', items: 'Items in the cart: {{count}}', empty: 'The cart is empty.' },
};

import type { ProductOrdersTexts } from './en.ts';

export const productOrdersUk: ProductOrdersTexts = {
  oneClick: 'Купити в один клік',
  firstToKnow: 'Повідомити про надходження',
  creditFrom: 'У кредит від {{price}} на місяць',
  pickupStores: 'Де забрати',
};

import type { ProductOrdersTexts } from './en.ts';

export const productOrdersRu: ProductOrdersTexts = {
  oneClick: 'Купить в один клик',
  firstToKnow: 'Сообщить о поступлении',
  creditFrom: 'В кредит от {{price}} в месяц',
  pickupStores: 'Где забрать',
};

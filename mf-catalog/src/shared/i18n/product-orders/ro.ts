import type { ProductOrdersTexts } from './en.ts';

export const productOrdersRo: ProductOrdersTexts = {
  oneClick: 'Cumpără într-un clic',
  firstToKnow: 'Anunță-mă când revine',
  creditFrom: 'În credit de la {{price}} pe lună',
  pickupStores: 'Unde îl pot ridica',
};

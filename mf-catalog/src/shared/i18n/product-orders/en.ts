// English texts of the product page's order buttons (the windows themselves are mf-cart-checkout's),
// merged into the namespace by en.ts; ro, ru and uk are typed against these keys.
export const productOrdersEn = {
  oneClick: 'Buy in one click',
  firstToKnow: 'Tell me when it is back',
  creditFrom: 'On credit from {{price}} a month',
  pickupStores: 'Where to pick it up',
};

export type ProductOrdersTexts = Record<keyof typeof productOrdersEn, string>;

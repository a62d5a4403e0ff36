// The payment part of the checkout: the ways the cart may be paid (credit where a program lends on
// the whole cart, with its program and term) and the shopper's choice.
export { $paymentMethod, $paymentMethods } from './model/payment-model.ts';
export { $creditChoice, $creditOffer, cartCreditRequested } from './model/credit-model.ts';
export { CART_LENDER, creditChoiceOf, creditPayments, cartPrograms, lendsAmount } from './lib/cart-credit.ts';
export type { CreditChoice } from './lib/cart-credit.ts';
export { effectivePayment, paymentMethodsOf } from './lib/payment-methods.ts';
export { PaymentField } from './ui/PaymentField.tsx';

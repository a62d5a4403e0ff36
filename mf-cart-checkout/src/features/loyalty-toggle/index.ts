// Paying a line with loyalty points.
export { loyaltyToggled } from './model/loyalty-model.ts';
export { LoyaltyCheckbox } from './ui/LoyaltyCheckbox.tsx';
export { $loyaltyHint, loyaltyHintHidden, loyaltyHintToggled } from './model/hint-model.ts';

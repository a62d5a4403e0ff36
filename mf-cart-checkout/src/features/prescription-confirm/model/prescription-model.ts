// The shopper confirms a prescription product (is_recipe): the confirmation is the cart entity's
// (it goes with every validation), and the cart is validated again with it.
import { createEvent, sample } from 'effector';
import { prescriptionConfirmationSet } from '../../../entities/cart/index.ts';

export const prescriptionToggled = createEvent<{ productId: number; confirmed: boolean }>();

sample({ clock: prescriptionToggled, target: prescriptionConfirmationSet });

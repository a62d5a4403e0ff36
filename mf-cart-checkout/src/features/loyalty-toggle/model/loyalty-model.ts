// Paying a line with loyalty points (set-loyalty-item): signed-in shoppers only, since a guest has
// no points and the call needs the session.
import { createEvent, sample } from 'effector';
import { setLoyaltyFx } from '../../../entities/cart/index.ts';

export const loyaltyToggled = createEvent<{ productId: number; active: boolean }>();

sample({ clock: loyaltyToggled, target: setLoyaltyFx });

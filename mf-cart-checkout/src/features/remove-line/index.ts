// Removing a line from the cart.
export { lineRemoved } from './model/remove-model.ts';
export { RemoveButton } from './ui/RemoveButton.tsx';

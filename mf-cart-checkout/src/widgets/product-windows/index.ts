// The product page's windows (one-click, pre-order, first-to-know, credit, stores) inside the cart
// widget: the slot loads them when the bus first asks for one. The model is the windows' chunk's.
export { ProductWindowsSlot } from './ui/ProductWindowsSlot.tsx';

// The header slice: the header itself, the bottom bar and the mobile menu, and the model
// the layout and the router wire to.
export { Header } from './Header.tsx';
export { BottomBar } from './BottomBar.tsx';
export { MobileMenu } from './MobileMenu.tsx';

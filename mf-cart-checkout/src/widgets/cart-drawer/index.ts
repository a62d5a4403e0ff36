// The cart drawer: its phases (open, animating in and out) and its view.
export { $drawerPhase, drawerCloseRequested } from './model/drawer-model.ts';
export type { DrawerPhase } from './model/drawer-model.ts';
export { CartDrawer, CartDrawerContent } from './ui/CartDrawer.tsx';

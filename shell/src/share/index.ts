// Sharing a page: the share sheet or the shell's share window, any remote asking through the bus.
export { ShareWindow } from './ShareWindow.tsx';
export { SHARE_CSS } from './share-css.ts';

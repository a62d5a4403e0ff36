import { WINDOW_FRAME_CSS } from '@vitrina/ui';
import { GATES_CSS } from '../gates/index.ts';
import { SHARE_CSS } from '../share/index.ts';
import { BASE_CSS } from './base-css.ts';
import { HEADER_CSS } from './header-css.ts';
import { LAYERS_CSS } from './layers-css.ts';
import { NAVIGATION_CSS } from './navigation-css.ts';

/**
 * The frame's styles, inlined in every page's head so the first paint needs no request. They
 * use only the theme's custom properties (theme/theme-css.ts), so one stylesheet serves every
 * brand; view variants select rules through the layout root's data attributes.
 */
export const SHELL_CSS = [BASE_CSS, HEADER_CSS, NAVIGATION_CSS, LAYERS_CSS, WINDOW_FRAME_CSS, GATES_CSS, SHARE_CSS]
  .join('')
  .replace(/\n/g, '');

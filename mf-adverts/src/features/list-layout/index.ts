export { $layout, layoutChosen, LAYOUTS } from './model/layout-model.ts';
export type { ListLayout } from './model/layout-model.ts';
export { LayoutButtons, LayoutOptions } from './ui/LayoutChoice.tsx';

// How the list is laid out (cards in a grid, or rows): the shopper's choice for the visit, kept while
// they page, filter and come back to the list. Not in the URL: it changes how, not what, is listed.
import { createEvent } from 'effector';
import { advertsUnits } from '../../../shared/lib/units.ts';

export const LAYOUTS = ['grid', 'list'] as const;
export type ListLayout = (typeof LAYOUTS)[number];

export const layoutChosen = createEvent<ListLayout>();
export const $layout = advertsUnits.store<ListLayout>('layout', 'grid', { serialize: 'ignore' });
$layout.on(layoutChosen, (_, layout) => layout);

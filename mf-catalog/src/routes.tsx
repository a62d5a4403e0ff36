import { allSettled } from 'effector';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { CategoryList } from './CategoryList.tsx';
import { menuRequested } from './model.ts';

const loadMenu: RemoteRoute['load'] = ({ scope }) => allSettled(menuRequested, { scope });

/** The remote's routes, relative to the locale prefix. Category and product pages come next. */
export const routes: RemoteRoute[] = [
  { index: true, element: <CategoryList heading="welcome" />, load: loadMenu },
  { path: 'catalog', element: <CategoryList heading="categories" />, load: loadMenu },
];

import { useMemo } from 'react';
import { useUnit } from 'effector-react';
import { useShellT } from '../i18n/use-shell-t.ts';
import { $brandTree, $menuTree, $settings } from '../settings/model.ts';
import { buildCategoryMenu } from './menu.ts';
import type { CategoryEntry } from './menu.ts';

/** The category row's entries (desktop row, catalog window and the mobile catalog tab share it). */
export function useCategoryMenu(): CategoryEntry[] {
  const t = useShellT();
  const [categories, brandTree, settings] = useUnit([$menuTree, $brandTree, $settings]);
  const brandsTitle = t('brands');
  return useMemo(
    () =>
      buildCategoryMenu({ categories, brandTree, fallbackPosition: settings.brand_tree.brands_position, brandsTitle }),
    [categories, brandTree, settings.brand_tree.brands_position, brandsTitle],
  );
}

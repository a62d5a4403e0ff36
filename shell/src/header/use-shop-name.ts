import { useUnit } from 'effector-react';
import { useSite } from '../app/site.ts';
import { shopName } from '../head/page-meta.ts';
import { $settings } from '../settings/model.ts';

export function useShopName(): string {
  return shopName(useUnit($settings), useSite().title);
}

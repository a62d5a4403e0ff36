'use client';
// "Favorite: 2" for screen readers beside an icon: how many products a list holds.
import { t } from '../texts.ts';
import { useListCount } from './lists.ts';
import type { ListName } from './lists.ts';

const LABEL: Record<ListName, string> = { cart: t.cart, favorites: t.favorites, compare: t.compare };

export function Counted({ list }: { list: ListName }) {
  const count = useListCount(list);
  return <span className="sr-only">{`${LABEL[list]}: ${count}`}</span>;
}

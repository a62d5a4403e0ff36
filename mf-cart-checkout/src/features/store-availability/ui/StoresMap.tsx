import { useId } from 'react';
import type { StoreList } from '@vitrina/contract';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { MAP_HEIGHT, MAP_WIDTH, mapPoints } from '../lib/store-map.ts';

/**
 * The stores' places relative to each other, drawn from their coordinates (no map tiles: the page
 * loads nothing from another host). Each marker carries its store's number in the list and name;
 * the list beside it links each store to OpenStreetMap for the streets around it.
 */
export function StoresMap({ stores }: { stores: StoreList }) {
  const t = useCartT();
  const titleId = useId();
  const points = mapPoints(stores);
  if (points.length === 0) return null;
  const names = new Map(stores.map((store) => [store.id, store.name]));
  return (
    <svg
      className="mfc-pw-map"
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="img"
      aria-labelledby={titleId}
      data-testid="stores-map"
    >
      <title id={titleId}>{t('storesMap')}</title>
      {points.map((point) => (
        <g key={point.id} data-store={point.id}>
          <title>{`${point.number}. ${names.get(point.id) ?? ''}`}</title>
          <circle cx={point.x} cy={point.y} r={14} />
          <text x={point.x} y={point.y}>
            {point.number}
          </text>
        </g>
      ))}
    </svg>
  );
}

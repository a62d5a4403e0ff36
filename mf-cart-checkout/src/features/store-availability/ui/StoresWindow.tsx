import { useUnit } from 'effector-react';
import { PRODUCT_WINDOWS } from '@vitrina/events';
import { Button } from '@vitrina/ui';
import { WindowBody, WindowModal } from '../../../shared/ui/ProductWindow.tsx';
import type { WindowProduct } from '../../../shared/ui/ProductWindow.tsx';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { hoursToday, openStreetMapUrl } from '../lib/store-map.ts';
import {
  $stores,
  $storesAskedAt,
  $storesLoad,
  $storesProduct,
  pickupOf,
  storesRetried,
} from '../model/stores-model.ts';
import { StoresMap } from './StoresMap.tsx';

/** Where to pick the product up: each store with its address, today's hours, the product there, and the map. */
export function Stores({ product }: { product: WindowProduct | null }) {
  const t = useCartT();
  const [stores, load, askedAt, productId, retry] = useUnit([
    $stores,
    $storesLoad,
    $storesAskedAt,
    $storesProduct,
    storesRetried,
  ]);
  const now = new Date(askedAt);
  return (
    <WindowBody product={product} testId="stores-window">
      {load === 'loading' ? <p role="status">{t('storesLoading')}</p> : null}
      {load === 'failed' ? (
        <p className="mfc-alert" role="alert">
          {t('storesFailed')}{' '}
          <Button variant="secondary" onClick={() => retry()}>
            {t('storesRetry')}
          </Button>
        </p>
      ) : null}
      {load === 'ready' && stores.length === 0 ? <p>{t('storesNone')}</p> : null}
      {load === 'ready' && stores.length > 0 ? (
        <>
          <StoresMap stores={stores} />
          <ol className="mfc-pw-stores" data-testid="stores-list">
            {stores.map((store, index) => {
              const today = hoursToday(store.opening_hours, store.time_zone, now);
              const pickup = pickupOf(store, productId);
              return (
                <li key={store.id} className="mfc-pw-store" data-testid="store">
                  <span className="mfc-pw-store-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <h3>{store.name}</h3>
                  <p>{store.address}</p>
                  <p>{today ? t('storeToday', today) : t('storeClosedToday')}</p>
                  {pickup === undefined ? null : (
                    <p className={pickup ? 'mfc-pw-yes' : 'mfc-pw-no'} data-testid="store-pickup">
                      {t(pickup ? 'storeAvailable' : 'storeUnavailable')}
                    </p>
                  )}
                  {store.phone ? <p>{t('storePhone', { phone: store.phone })}</p> : null}
                  {store.lat !== null && store.lon !== null ? (
                    <a href={openStreetMapUrl(store.lat, store.lon)} rel="external noopener noreferrer">
                      {t('storeOpenMap', { name: store.name })}
                    </a>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </WindowBody>
  );
}

export function StoresWindow({ product }: { product: WindowProduct | null }) {
  const t = useCartT();
  return (
    <WindowModal id={PRODUCT_WINDOWS.store_availability} title={t('storesTitle')}>
      <Stores product={product} />
    </WindowModal>
  );
}

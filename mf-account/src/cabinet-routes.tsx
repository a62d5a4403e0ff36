// The cabinet's routes (signed-in pages under /cabinet and /account), relative to the locale prefix.
import { allSettled } from 'effector';
import { useEffect } from 'react';
import { useNavigate } from '@vitrina/router';
import { $locale, redirectSet } from '@vitrina/events';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { actRoute, actsRoute } from './pages/acts/index.ts';
import { addressesRoute } from './pages/addresses/index.ts';
import { cabinetRoute } from './pages/cabinet/index.ts';
import { companiesRoute } from './pages/companies/index.ts';
import { orderDetailRoute } from './pages/order-detail/index.ts';
import { ordersRoute } from './pages/orders/index.ts';

/** After client navigation to /account: on to the orders (the server answers that URL with a 302). */
function ToOrders() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('orders', { replace: true });
  }, [navigate]);
  return null;
}

export const cabinetRoutes: RemoteRoute[] = [
  { path: 'cabinet', ...cabinetRoute },
  {
    // Spec: /account -> /account/orders; a 302, since where it leads is this remote's choice.
    path: 'account',
    element: <ToOrders />,
    load: ({ scope }) =>
      allSettled(redirectSet, {
        scope,
        params: { location: `/${scope.getState($locale)}/account/orders`, status: 302 },
      }),
  },
  { path: 'account/orders', ...ordersRoute },
  { path: 'account/orders/:id', ...orderDetailRoute },
  { path: 'account/addresses', ...addressesRoute },
  { path: 'account/companies', ...companiesRoute },
  { path: 'account/acts', ...actsRoute },
  { path: 'account/acts/:id', ...actRoute },
];

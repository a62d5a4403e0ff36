import { allSettled } from 'effector';
import { useEffect } from 'react';
import { useNavigate } from '@vitrina/router';
import { $locale, redirectSet } from '@vitrina/events';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { AccountPage } from './AccountPage.tsx';

/** After client navigation to /account: on to the orders (the server answers that URL with a 302). */
function ToOrders() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('orders', { replace: true });
  }, [navigate]);
  return null;
}

/**
 * The remote's routes, relative to the locale prefix. `/account` only leads to the orders (spec:
 * /account -> /account/orders): 302, since where it leads is this remote's choice and may change.
 */
export const routes: RemoteRoute[] = [
  {
    path: 'account',
    element: <ToOrders />,
    load: ({ scope }) =>
      allSettled(redirectSet, {
        scope,
        params: { location: `/${scope.getState($locale)}/account/orders`, status: 302 },
      }),
  },
  { path: 'account/*', element: <AccountPage /> },
];

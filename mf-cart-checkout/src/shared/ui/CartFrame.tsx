import { Outlet } from '@vitrina/router';
import { CartStyles } from './CartStyles.tsx';

/** The parent of every page of the remote: its styles once, then the page. */
export function CartFrame() {
  return (
    <div className="mfc">
      <CartStyles />
      <Outlet />
    </div>
  );
}

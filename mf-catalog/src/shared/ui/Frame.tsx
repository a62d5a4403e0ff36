import { Outlet } from 'react-router-dom';
import { CATALOG_CSS } from './styles.ts';

/** The parent of every route: the remote's styles once, then the page. */
export function Frame() {
  return (
    <div className="mfcat">
      <style>{CATALOG_CSS}</style>
      <Outlet />
    </div>
  );
}

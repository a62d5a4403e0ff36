import { Outlet } from 'react-router-dom';
import { CONTENT_CSS } from './styles.ts';

/** The parent of every route: the remote's styles once, then the page. */
export function Frame() {
  return (
    <div className="mfc">
      <style>{CONTENT_CSS}</style>
      <Outlet />
    </div>
  );
}

import { useUnit } from 'effector-react';
import { $notices, noticeDismissed } from '@vitrina/events';

/** Notifications any remote raises with the bus's `notify` event. */
export function Notices() {
  const [notices, dismiss] = useUnit([$notices, noticeDismissed]);
  if (notices.length === 0) return null;
  return (
    <div className="notices" role="status">
      {notices.map((n) => (
        <p key={n.id} className={`notice notice-${n.kind}`}>
          {n.text}
          <button type="button" aria-label="×" onClick={() => dismiss(n.id)}>
            ×
          </button>
        </p>
      ))}
    </div>
  );
}

import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $notices, noticeDismissed } from '@vitrina/events';
import type { Notice } from '@vitrina/events';
import { useShellT } from '../i18n/use-shell-t.ts';
import { Icon } from '../shared/icons.tsx';

/** Spec, section 9: success notifications hide after 3 s; others stay until dismissed. */
export const SUCCESS_HIDE_MS = 3000;

function NoticeItem({ notice, onDismiss }: { notice: Notice; onDismiss: (id: number) => void }) {
  const t = useShellT();
  useEffect(() => {
    if (notice.kind !== 'success') return;
    const timer = setTimeout(() => onDismiss(notice.id), SUCCESS_HIDE_MS);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);
  return (
    <div className={`notice notice-${notice.kind}`}>
      <span>{notice.text}</span>
      <button type="button" className="icon-button" aria-label={t('dismiss')} onClick={() => onDismiss(notice.id)}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}

/**
 * Notifications any remote raises with the bus's `notify`. The live region is always in the page
 * (a region created together with its first message is often not announced); errors go to an
 * assertive region, the rest to a polite one. The regions are <div>s: HTML does not allow the
 * status and alert roles on a list.
 */
export function Notices() {
  const t = useShellT();
  const [notices, dismiss] = useUnit([$notices, noticeDismissed]);
  const errors = notices.filter((n) => n.kind === 'error');
  const others = notices.filter((n) => n.kind !== 'error');
  return (
    <section className="notices" aria-label={t('notifications')}>
      <div role="status" aria-live="polite" className="notice-list">
        {others.map((n) => (
          <NoticeItem key={n.id} notice={n} onDismiss={dismiss} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" className="notice-list">
        {errors.map((n) => (
          <NoticeItem key={n.id} notice={n} onDismiss={dismiss} />
        ))}
      </div>
    </section>
  );
}

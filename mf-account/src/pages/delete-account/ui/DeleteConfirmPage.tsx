import { useUnit } from 'effector-react';
import { Link, useParams } from '@vitrina/router';
import { $locale } from '@vitrina/events';
import { Button } from '@vitrina/ui';
import { $deleteError, confirmDeletionFx } from '../../../features/delete-account/index.ts';
import { useSession } from '../../../entities/session/model/use-session.ts';
import { refusalOf } from '../../../shared/lib/field-messages.ts';
import { usePageHead } from '../../../shared/lib/page-head.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';

/**
 * The deletion letter's link: the last word, on a page of its own rather than a window (the link
 * opens it, so there is nothing under a window to come back to). Confirmed, the account is gone:
 * the session ends as a sign-out does (the gateway clears its cookies, every tab learns it) and the
 * shopper lands home with the notice. Refused (a used or expired link), the delete-error flag says why.
 */
export function DeleteConfirmPage() {
  const t = useAccountT();
  usePageHead('deleteConfirmTitle');
  const { uid = '', token = '' } = useParams();
  const [confirm, pending, failure, locale] = useUnit([
    confirmDeletionFx,
    confirmDeletionFx.pending,
    $deleteError,
    $locale,
  ]);
  const { signOut } = useSession();
  async function onConfirm() {
    const result = await confirm({ uid, token });
    if (result.kind === 'ok') await signOut('deleteDone');
  }
  const reason = failure ? refusalOf(t, failure, []).general : null;
  return (
    <div>
      <h1>{t('deleteConfirmTitle')}</h1>
      <section className="mfa-panel mfa-panel-danger mfa-form" data-testid="delete-confirm">
        <p>{t('deleteConfirmText')}</p>
        {reason ? (
          <p className="mfa-alert" role="alert" data-testid="delete-error">
            {t('deleteFailed')} {reason}
          </p>
        ) : null}
        <div className="mfa-actions">
          <Button
            onClick={() => void onConfirm()}
            disabled={pending}
            aria-busy={pending}
            data-testid="delete-confirm-button"
          >
            {pending ? t('sending') : t('deleteConfirm')}
          </Button>
          <Link className="mfa-link" to={`/${locale}/account/profile`}>
            {t('deleteKeep')}
          </Link>
        </div>
      </section>
    </div>
  );
}

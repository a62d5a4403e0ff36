import { useId, useState } from 'react';
import { useUnit } from 'effector-react';
import { Button, Modal, useModal } from '@vitrina/ui';
import { accountCallFx } from '../../../shared/api/account-call.ts';
import { useAccountForm } from '../../../shared/lib/use-account-form.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';

export const DELETE_WINDOW = 'account:delete-request';

/**
 * The first of the spec's deletion windows: the request explains and asks; confirming it mails a
 * single-use link to the account's address (users/user/delete-account), and the same window says
 * so. Only the link deletes: whoever holds a stolen session cannot finish.
 */
export function DeleteAccount({ email }: { email: string }) {
  const t = useAccountT();
  const titleId = useId();
  const call = useUnit(accountCallFx);
  const { open, close } = useModal(DELETE_WINDOW);
  const [sent, setSent] = useState(false);
  const { errors, busy, onSubmit } = useAccountForm(
    [],
    () => call({ method: 'POST', path: 'users/user/delete-account', body: {} }),
    () => setSent(true),
  );
  return (
    <section className="mfa-panel mfa-panel-danger" aria-labelledby={titleId} data-testid="delete-account">
      <h2 id={titleId}>{t('deleteTitle')}</h2>
      <p>{t('deleteText')}</p>
      <Button
        variant="secondary"
        onClick={() => {
          setSent(false);
          open();
        }}
        data-testid="delete-account-start"
      >
        {t('deleteStart')}
      </Button>
      <Modal id={DELETE_WINDOW} title={sent ? t('deleteSentTitle') : t('deleteRequestTitle')}>
        {sent ? (
          <div className="mfa-form">
            <p role="status" data-testid="delete-account-sent">
              {t('deleteSentText', { email })}
            </p>
            <Button onClick={close} data-autofocus>
              {t('close')}
            </Button>
          </div>
        ) : (
          <form className="mfa-form" onSubmit={(event) => void onSubmit(event)} data-testid="delete-account-request">
            <p>{t('deleteRequestText', { email })}</p>
            <FormAlert text={errors.general} />
            <div className="mfa-actions">
              <Button type="submit" aria-busy={busy}>
                {busy ? t('sending') : t('deleteRequestSend')}
              </Button>
              <Button variant="secondary" onClick={close} data-autofocus>
                {t('cancel')}
              </Button>
            </div>
          </form>
        )}
      </Modal>
    </section>
  );
}

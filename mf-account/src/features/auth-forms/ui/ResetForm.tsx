import { useUnit } from 'effector-react';
import { modalOpened } from '@vitrina/events';
import { Button } from '@vitrina/ui';
import { accountCallFx } from '../../../shared/api/account-call.ts';
import { textOf, useAccountForm } from '../../../shared/lib/use-account-form.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { letterSent } from '../model/auth-forms-model.ts';
import { WINDOWS } from '../model/windows.ts';

/** The reset request: the API answers alike for known and unknown addresses, and so does this. */
export function ResetForm() {
  const t = useAccountT();
  const [call, open, sent] = useUnit([accountCallFx, modalOpened, letterSent]);
  const { errors, busy, onSubmit } = useAccountForm(
    ['email'],
    (data) =>
      call({
        method: 'POST',
        path: 'auth/users/reset_password',
        anonymous: true,
        body: { email: textOf(data, 'email') },
      }),
    (_, data) => {
      sent(textOf(data, 'email'));
      open(WINDOWS.resetSent);
    },
  );
  return (
    <form className="mfa-form" onSubmit={(event) => void onSubmit(event)} data-testid="reset-form">
      <p className="mfa-note">{t('resetText')}</p>
      <FormAlert text={errors.general} />
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={t('email')}
        required
        error={errors.fields.email}
        data-autofocus
      />
      <Button type="submit" aria-busy={busy}>
        {busy ? t('sending') : t('resetSend')}
      </Button>
      <button type="button" className="mfa-link" onClick={() => open(WINDOWS.login)}>
        {t('backToSignIn')}
      </button>
    </form>
  );
}

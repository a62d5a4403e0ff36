import { useUnit } from 'effector-react';
import { modalOpened } from '@vitrina/events';
import { Button } from '@vitrina/ui';
import { accountCallFx } from '../../../shared/api/account-call.ts';
import { textOf, useAccountForm } from '../../../shared/lib/use-account-form.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { NewPasswordFields } from '../../../shared/ui/NewPasswordFields.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { letterSent } from '../model/auth-forms-model.ts';
import { WINDOWS } from '../model/windows.ts';

const FIELDS = ['email', 'password', 're_password', 'first_name', 'last_name'] as const;

/** Registration (spec: e-mail activation follows); on success the "check your e-mail" window. */
export function RegisterForm() {
  const t = useAccountT();
  const [call, open, sent] = useUnit([accountCallFx, modalOpened, letterSent]);
  const { errors, busy, onSubmit } = useAccountForm(
    FIELDS,
    (data) =>
      call({
        method: 'POST',
        path: 'auth/users',
        anonymous: true,
        body: {
          email: textOf(data, 'email'),
          password: String(data.get('password') ?? ''),
          re_password: String(data.get('re_password') ?? ''),
          first_name: textOf(data, 'first_name'),
          last_name: textOf(data, 'last_name'),
        },
      }),
    (_, data) => {
      sent(textOf(data, 'email'));
      open(WINDOWS.registerSent);
    },
  );
  return (
    <form className="mfa-form" onSubmit={(event) => void onSubmit(event)} data-testid="register-form">
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
      <TextField name="first_name" autoComplete="given-name" label={t('firstName')} error={errors.fields.first_name} />
      <TextField name="last_name" autoComplete="family-name" label={t('lastName')} error={errors.fields.last_name} />
      <NewPasswordFields name="password" repeatName="re_password" label="password" errors={errors.fields} />
      <Button type="submit" aria-busy={busy}>
        {busy ? t('sending') : t('register')}
      </Button>
      <p className="mfa-links">
        {t('haveAccount')}{' '}
        <button type="button" className="mfa-link" onClick={() => open(WINDOWS.login)}>
          {t('signIn')}
        </button>
      </p>
    </form>
  );
}

import { useUnit } from 'effector-react';
import { modalOpened } from '@vitrina/events';
import { Button } from '@vitrina/ui';
import { useSession } from '../../../entities/session/model/use-session.ts';
import { textOf, useAccountForm } from '../../../shared/lib/use-account-form.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { SocialButtons } from './SocialButtons.tsx';
import { WINDOWS } from '../model/windows.ts';

const FIELDS = ['email', 'password'] as const;

/** E-mail, password and "remember me" (on by default: the spec's lifetimes; off: session cookies). */
export function LoginForm() {
  const t = useAccountT();
  const { signIn } = useSession();
  const open = useUnit(modalOpened);
  const { errors, busy, onSubmit } = useAccountForm(
    FIELDS,
    (data) =>
      signIn({
        email: textOf(data, 'email'),
        // A password is sent as typed: spaces are characters of it.
        password: String(data.get('password') ?? ''),
        remember: data.get('remember') === 'on',
      }),
    () => undefined,
  );
  return (
    <form className="mfa-form" onSubmit={(event) => void onSubmit(event)} data-testid="login-form">
      <FormAlert text={errors.general} />
      <TextField
        name="email"
        type="email"
        autoComplete="username"
        label={t('email')}
        required
        error={errors.fields.email}
        data-autofocus
      />
      <TextField
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('password')}
        required
        error={errors.fields.password}
      />
      <label className="mfa-check">
        <input type="checkbox" name="remember" defaultChecked />
        {t('rememberMe')}
      </label>
      <Button type="submit" aria-busy={busy}>
        {busy ? t('sending') : t('signIn')}
      </Button>
      <div className="mfa-links">
        <button type="button" className="mfa-link" onClick={() => open(WINDOWS.reset)}>
          {t('forgotPassword')}
        </button>
        <span>
          {t('noAccount')}{' '}
          <button type="button" className="mfa-link" onClick={() => open(WINDOWS.register)}>
            {t('createAccount')}
          </button>
        </span>
      </div>
      <SocialButtons />
    </form>
  );
}

import { useState } from 'react';
import { useUnit } from 'effector-react';
import { notify } from '@vitrina/events';
import { PASSWORD_MAX_LENGTH } from '@vitrina/contract/auth-limits';
import { Button } from '@vitrina/ui';
import { accountCallFx } from '../../../shared/api/account-call.ts';
import { useAccountForm } from '../../../shared/lib/use-account-form.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { NewPasswordFields } from '../../../shared/ui/NewPasswordFields.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';

const FIELDS = ['current_password', 'new_password', 're_password'] as const;
const TITLE_ID = 'mfa-password-title';

/**
 * auth/users/set_password: the API ends every session and answers a new one for this device,
 * which the gateway turns into this browser's cookies (the tokens never reach this code), so the
 * shopper stays signed in here and is signed out everywhere else.
 */
export function PasswordForm() {
  const t = useAccountT();
  const [call, raise] = useUnit([accountCallFx, notify]);
  // Counts accepted changes: the form is drawn afresh (emptied) after each.
  const [round, setRound] = useState(0);
  const { errors, busy, onSubmit } = useAccountForm(
    FIELDS,
    (data) =>
      call({
        method: 'POST',
        path: 'auth/users/set_password',
        body: Object.fromEntries(FIELDS.map((name) => [name, String(data.get(name) ?? '')])),
      }),
    () => {
      setRound((n) => n + 1);
      raise({ kind: 'success', text: t('passwordChangeDone') });
    },
  );
  const password = { type: 'password', maxLength: PASSWORD_MAX_LENGTH, required: true };
  const error = (name: (typeof FIELDS)[number]) => (errors.fields[name] ? { error: errors.fields[name] } : {});
  return (
    <section className="mfa-panel" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID}>{t('passwordChangeTitle')}</h2>
      <form key={round} className="mfa-form" onSubmit={(event) => void onSubmit(event)} data-testid="password-form">
        <FormAlert text={errors.general} />
        <TextField
          name="current_password"
          autoComplete="current-password"
          label={t('currentPassword')}
          {...password}
          {...error('current_password')}
        />
        <NewPasswordFields name="new_password" repeatName="re_password" label="newPassword" errors={errors.fields} />
        <Button type="submit" aria-busy={busy}>
          {busy ? t('sending') : t('passwordChangeSave')}
        </Button>
      </form>
    </section>
  );
}

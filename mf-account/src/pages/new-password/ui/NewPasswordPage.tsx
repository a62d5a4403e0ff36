import { useUnit } from 'effector-react';
import { useNavigate, useParams } from '@vitrina/router';
import { $locale, notify } from '@vitrina/events';
import { Button } from '@vitrina/ui';
import { accountCallFx } from '../../../shared/api/account-call.ts';
import { usePageHead } from '../../../shared/lib/page-head.ts';
import { useAccountForm } from '../../../shared/lib/use-account-form.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { NewPasswordFields } from '../../../shared/ui/NewPasswordFields.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';

const FIELDS = ['new_password', 're_new_password'] as const;

/**
 * The reset letter's link: a new password, then home with the sign-in open (spec: the reset ends at
 * the home page). A used or expired link is refused by the API and said above the form.
 */
export function NewPasswordPage() {
  const t = useAccountT();
  usePageHead('newPasswordTitle');
  const { uid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [call, locale, raise] = useUnit([accountCallFx, $locale, notify]);
  const { errors, busy, onSubmit } = useAccountForm(
    FIELDS,
    (data) =>
      call({
        method: 'POST',
        path: 'auth/users/reset_password_confirm',
        anonymous: true,
        body: {
          uid,
          token,
          new_password: String(data.get('new_password') ?? ''),
          re_new_password: String(data.get('re_new_password') ?? ''),
        },
      }),
    () => {
      raise({ kind: 'success', text: t('passwordChanged') });
      navigate(`/${locale}?login=true`, { replace: true });
    },
  );
  return (
    <section data-testid="new-password-page">
      <h1>{t('newPasswordTitle')}</h1>
      <form className="mfa-form" onSubmit={(event) => void onSubmit(event)}>
        <FormAlert text={errors.general} />
        <NewPasswordFields
          name="new_password"
          repeatName="re_new_password"
          label="newPassword"
          errors={errors.fields}
        />
        <Button type="submit" aria-busy={busy}>
          {busy ? t('sending') : t('savePassword')}
        </Button>
      </form>
    </section>
  );
}

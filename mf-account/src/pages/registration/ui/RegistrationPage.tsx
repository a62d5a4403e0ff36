import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useSearchParams } from '@vitrina/router';
import { modalOpened } from '@vitrina/events';
import { RegisterForm } from '../../../features/auth-forms/ui/RegisterForm.tsx';
import { socialFailed } from '../../../features/auth-forms/model/auth-forms-model.ts';
import { WINDOWS } from '../../../features/auth-forms/model/windows.ts';
import { usePageHead } from '../../../shared/lib/page-head.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';

/**
 * Registration as a page: where a failed social sign-in lands (spec, section 2), with the error
 * window saying why (`?social_error=email` when the provider gave no e-mail address).
 */
export function RegistrationPage() {
  const t = useAccountT();
  usePageHead('registrationTitle');
  const [params] = useSearchParams();
  const [open, failed] = useUnit([modalOpened, socialFailed]);
  const socialError = params.get('social_error');
  useEffect(() => {
    if (!socialError) return;
    failed(socialError === 'email' ? 'email' : 'failed');
    open(WINDOWS.socialError);
  }, [socialError, failed, open]);
  return (
    <section data-testid="registration-page">
      <h1>{t('registrationTitle')}</h1>
      <RegisterForm />
    </section>
  );
}

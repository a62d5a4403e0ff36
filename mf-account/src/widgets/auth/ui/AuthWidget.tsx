import { useUnit } from 'effector-react';
import { Modal } from '@vitrina/ui';
import { $letterSentTo, $socialFailure } from '../../../features/auth-forms/model/auth-forms-model.ts';
import { LoginForm } from '../../../features/auth-forms/ui/LoginForm.tsx';
import { RegisterForm } from '../../../features/auth-forms/ui/RegisterForm.tsx';
import { ResetForm } from '../../../features/auth-forms/ui/ResetForm.tsx';
import { WINDOWS } from '../../../features/auth-forms/model/windows.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { AccountWindowStyles } from '../../../shared/ui/AccountFrame.tsx';
import { usePageSession } from '../model/use-page-session.ts';

/**
 * The shell mounts this on every page (headless until a window opens): the sign-in, registration,
 * reset and "letter sent" windows through the shell's modal host, and the session's upkeep.
 */
export function AuthWidget() {
  const t = useAccountT();
  const [sentTo, socialFailure] = useUnit([$letterSentTo, $socialFailure]);
  usePageSession();
  return (
    <>
      <Modal id={WINDOWS.login} title={t('loginTitle')}>
        <AccountWindowStyles />
        <LoginForm />
      </Modal>
      <Modal id={WINDOWS.register} title={t('registerTitle')}>
        <AccountWindowStyles />
        <RegisterForm />
      </Modal>
      <Modal id={WINDOWS.reset} title={t('resetTitle')}>
        <AccountWindowStyles />
        <ResetForm />
      </Modal>
      <Modal id={WINDOWS.registerSent} title={t('registerSentTitle')}>
        <p data-testid="register-sent">{t('registerSentText', { email: sentTo })}</p>
      </Modal>
      <Modal id={WINDOWS.resetSent} title={t('resetTitle')}>
        <p data-testid="reset-sent">{t('resetSentText', { email: sentTo })}</p>
      </Modal>
      <Modal id={WINDOWS.socialError} title={t('socialErrorTitle')}>
        <p data-testid="social-error">{socialFailure === 'email' ? t('socialErrorEmail') : t('socialErrorFailed')}</p>
      </Modal>
    </>
  );
}
